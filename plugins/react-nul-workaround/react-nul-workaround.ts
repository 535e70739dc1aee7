/**
 * react-dom 18.3's streaming server renderer, which Gatsby 5 renders every page with, can put NUL bytes into the HTML:
 * when a multi-byte character ("ç", "ã") does not fit the end of its output buffer, it flushes the whole buffer, unused
 * zero bytes included (React 19 flushes only the written part). HTML never holds a NUL of its own, so the build removes
 * them; the test beside this file fails once the installed React no longer writes them, and this plugin can go.
 */
import fs from "node:fs"
import { filesUnder } from "../shared/files-under"

/** Removes React's NUL bytes from every HTML file under `publicDir`; returns the files it changed. */
export function removeNulBytes(publicDir: string): string[] {
  return filesUnder(publicDir, ".html").filter(file => {
    const html = fs.readFileSync(file, "utf8")
    if (!html.includes("\u0000")) return false
    fs.writeFileSync(file, html.replaceAll("\u0000", ""))
    return true
  })
}
