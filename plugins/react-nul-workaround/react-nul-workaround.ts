/**
 * react-dom 18.3.1's streaming server renderer (renderToPipeableStream, which
 * Gatsby 5 renders every page with) can put a NUL byte into the HTML: its
 * writeStringChunk encodes text into a 2 KB buffer, and when a multi-byte
 * character (the "ç" of "começar", the "ã" of "Implementação") does not fit
 * the buffer's last bytes, it flushes the whole buffer, unused zero bytes
 * included, then goes on with the character in a fresh one. Nothing is lost:
 * only NULs are added. React 19 flushes just the written part.
 *
 * Until the site moves to a React without the bug, the build removes the NULs
 * from every HTML file it writes (gatsby-node onPostBuild). HTML never holds a
 * NUL of its own. plugins/react-nul-workaround/react-nul-workaround.test.tsx fails once
 * the installed React no longer writes them, so this file can go.
 */
import fs from "node:fs"
import { filesUnder } from "../shared/files-under"

const NUL = "\u0000"

/** The HTML without the NUL bytes React added. */
export function withoutNulBytes(html: string): string {
  return html.replaceAll(NUL, "")
}

/** Removes React's NUL bytes from every HTML file under `publicDir`; returns the files it changed. */
export function removeNulBytes(publicDir: string): string[] {
  return filesUnder(publicDir, ".html").filter(file => {
    const html = fs.readFileSync(file, "utf8")
    const clean = withoutNulBytes(html)
    if (clean === html) return false
    fs.writeFileSync(file, clean)
    return true
  })
}
