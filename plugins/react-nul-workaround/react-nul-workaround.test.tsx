/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { removeNulBytes, withoutNulBytes } from "./react-nul-workaround"

/** Renders like Gatsby's build does (renderToPipeableStream), keeping the raw bytes. */
function renderBytes(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    sink.on("finish", () => resolve(Buffer.concat(chunks)))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

/** Short pieces of text that fill React's 2 KB buffer, then Portuguese words whose "ç" may straddle its end. */
const page = (filler: number) => (
  <main>
    {Array.from({ length: 40 }, (_, index) => (
      <p key={index}>{`${"x".repeat(filler)} Implementação e começar ${index}`}</p>
    ))}
  </main>
)

describe("React's NUL bytes", () => {
  it("react-dom still writes them (when this fails, remove plugins/react-nul-workaround/react-nul-workaround.ts)", async () => {
    const outputs = await Promise.all(Array.from({ length: 24 }, (_, filler) => renderBytes(page(filler))))
    expect(outputs.some(bytes => bytes.includes(0))).toBe(true)
  })

  it("removing them gives back exactly the text React meant", async () => {
    for (let filler = 0; filler < 24; filler++) {
      const html = withoutNulBytes((await renderBytes(page(filler))).toString("utf8"))
      expect(html).not.toContain("\u0000")
      expect(html.match(/Implementação e começar/g)).toHaveLength(40)
    }
  })

  it("the build step cleans every HTML file and leaves the rest alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    fs.mkdirSync(path.join(dir, "semana-cliente"))
    fs.writeFileSync(path.join(dir, "semana-cliente", "index.html"), "<p>come\u0000çar</p>")
    fs.writeFileSync(path.join(dir, "index.html"), "<p>ok</p>")
    fs.writeFileSync(path.join(dir, "data.bin"), "a\u0000b")
    expect(removeNulBytes(dir)).toEqual([path.join(dir, "semana-cliente", "index.html")])
    expect(fs.readFileSync(path.join(dir, "semana-cliente", "index.html"), "utf8")).toBe("<p>começar</p>")
    expect(fs.readFileSync(path.join(dir, "data.bin"), "utf8")).toBe("a\u0000b")
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
