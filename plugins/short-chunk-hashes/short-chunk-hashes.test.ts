import { readFileSync } from "node:fs"
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { HASH_LENGTH, onCreateWebpackConfig } from "./gatsby-node"

function run(stage: string, output: object) {
  const replaceWebpackConfig = jest.fn()
  const args = { stage, getConfig: () => ({ output }), actions: { replaceWebpackConfig } }
  void onCreateWebpackConfig?.(args as unknown as CreateWebpackConfigArgs, { plugins: [] }, () => undefined)
  return replaceWebpackConfig
}

test("Gatsby still names visitors' scripts by [contenthash], whose length webpack takes from hashDigestLength", () => {
  const source = readFileSync(path.join(__dirname, "../../node_modules/gatsby/dist/utils/webpack.config.js"), "utf8")
  expect(source).toContain("filename: `[name]-[contenthash].js`")
  expect(source).toContain("chunkFilename: `[name]-[contenthash].js`")
})

test("the visitors' build names its scripts with 8 characters of hash", () => {
  const replace = run("build-javascript", { filename: "[name]-[contenthash].js" })
  expect(replace).toHaveBeenCalledWith({
    output: { filename: "[name]-[contenthash].js", hashDigestLength: HASH_LENGTH },
  })
})

test("the server-side and develop builds keep webpack's names", () => {
  expect(run("build-html", { filename: "render-page.js" })).not.toHaveBeenCalled()
  expect(run("develop", { filename: "[name].js" })).not.toHaveBeenCalled()
})

test("a Gatsby whose script names carry no content hash stops the build with a message", () => {
  expect(() => run("build-javascript", { filename: "[name].js" })).toThrow(/short-chunk-hashes.*\[contenthash\]/)
})
