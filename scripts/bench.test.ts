/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process"
import path from "node:path"

/** What the bench says to `args`: a wrong option must stop it at once, before it builds or measures. */
function refusal(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(__dirname, "bench.mjs"), ...args], {
    encoding: "utf8",
    timeout: 60_000,
  })
  expect([run.status, run.stdout]).toEqual([2, ""])
  return run.stderr
}

it("npm run bench refuses an unknown or valueless flag, an unknown device and a run count that is no number", () => {
  expect(refusal("--no-build", "--help")).toMatch(/^Opção desconhecida ou sem valor: --help\. Use: npm run bench -- /)
  expect(refusal("--runs")).toMatch(/^Opção desconhecida ou sem valor: --runs\./)
  expect(refusal("--devices", "tablet")).toMatch(/^--devices: não conheço tablet; escolha entre mobile,desktop/)
  expect(refusal("--runs", "zero")).toMatch(/^--runs: um número inteiro, a partir de 1/)
})
