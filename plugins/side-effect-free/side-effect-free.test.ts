import { readFileSync } from "node:fs"
import path from "node:path"

test("@emotion/react still imports hoist-non-react-statics for its effects alone (else this plugin can go)", () => {
  const emotion = path.join(__dirname, "../../node_modules/@emotion/react/dist/emotion-react.browser.esm.js")
  expect(readFileSync(emotion, "utf8")).toMatch(/import\s*["']hoist-non-react-statics["']/)
})
