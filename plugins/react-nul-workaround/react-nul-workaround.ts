// react-dom 18.3's streaming renderer flushes its whole buffer, unused zero bytes included, when a multi-byte character
// does not fit its end. The test beside this file fails once React no longer writes them, and this plugin can go.
import fs from "node:fs"
import { filesUnder } from "../shared/files-under"

export function removeNulBytes(publicDir: string): string[] {
  return filesUnder(publicDir, ".html").filter(file => {
    const html = fs.readFileSync(file, "utf8")
    if (!html.includes("\u0000")) return false
    fs.writeFileSync(file, html.replaceAll("\u0000", ""))
    return true
  })
}
