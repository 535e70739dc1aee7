/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process"
import path from "node:path"

const BENCH = path.join(__dirname, "..", "bench.mjs")

/** Runs the bench with `args`; a wrong option must stop it at once, naming the flag, before it builds or measures. */
function bench(...args: string[]) {
  const run = spawnSync(process.execPath, [BENCH, ...args], { encoding: "utf8", timeout: 60_000 })
  return { code: run.status, stderr: run.stderr, stdout: run.stdout }
}

describe("npm run bench's options", () => {
  it("refuses an unknown flag, naming it, instead of starting a run", () => {
    const run = bench("--no-build", "--help")
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^Opção desconhecida: --help\. Use: npm run bench -- /)
    expect(run.stdout).toBe("")
  })

  it("refuses a flag without its value, and a device it does not know", () => {
    expect(bench("--runs").stderr).toMatch(/^--runs: falta o valor\./)
    expect(bench("--devices", "tablet").stderr).toMatch(/^--devices: não conheço tablet; escolha entre mobile,desktop/)
    expect(bench("--runs", "zero").stderr).toMatch(/^--runs: um número inteiro/)
  })
})
