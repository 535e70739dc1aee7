/** The site's TypeScript for a Node script: Node 20 runs none, so esbuild bundles `source` in memory first. */
import { build } from "esbuild"
import { fileURLToPath } from "node:url"

export async function importTs(source) {
  const { outputFiles } = await build({
    stdin: { contents: source, resolveDir: fileURLToPath(new URL("..", import.meta.url)), loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "silent",
  })
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString("base64")}`)
}
