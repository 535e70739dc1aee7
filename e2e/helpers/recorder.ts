/** A local stand-in for Google's and Meta's collection endpoints: it answers 200 and keeps what arrived. */
import { createServer } from "node:http"

export type Recorded = { path: string; query: URLSearchParams; body: Record<string, unknown> }

export async function startRecorder(port: number): Promise<{ requests: Recorded[]; stop: () => Promise<void> }> {
  const requests: Recorded[] = []
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://recorder")
      requests.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(body) as Record<string, unknown> })
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>(resolve => server.listen(port, "127.0.0.1", resolve))
  return { requests, stop: () => new Promise(resolve => server.close(() => resolve())) }
}
