/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { removeNulBytes } from "./react-nul-workaround"

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

/** Short pieces of text that fill React's output buffer, then Portuguese words whose "ç" may straddle its end. */
const page = (filler: number) => (
  <main>
    {Array.from({ length: 40 }, (_, index) => (
      <p key={index}>{`${"x".repeat(filler)} Implementação e começar ${index}`}</p>
    ))}
  </main>
)

it("react-dom still writes NUL bytes (when this fails, remove plugins/react-nul-workaround), and the build removes them alone", async () => {
  const outputs = await Promise.all(Array.from({ length: 24 }, (_, filler) => renderBytes(page(filler))))
  expect(outputs.some(bytes => bytes.includes(0))).toBe(true)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  outputs.forEach((bytes, index) => fs.writeFileSync(path.join(dir, `${index}.html`), bytes))
  fs.writeFileSync(path.join(dir, "data.bin"), "a\u0000b")
  expect(removeNulBytes(dir).length).toBeGreaterThan(0)
  for (let index = 0; index < outputs.length; index++) {
    const html = fs.readFileSync(path.join(dir, `${index}.html`), "utf8")
    expect(html).toBe(outputs[index].toString("utf8").replaceAll("\u0000", ""))
    expect(html.match(/Implementação e começar/g)).toHaveLength(40)
  }
  expect(fs.readFileSync(path.join(dir, "data.bin"), "utf8")).toBe("a\u0000b")
  fs.rmSync(dir, { recursive: true, force: true })
})
