#!/usr/bin/env node
/** npm run ab:report (cli.ts): exit code 1 with the Portuguese message for a wrong option or file. */
import { importTs } from "../import-ts.mjs"

const { runReport, VerdictError } = await importTs(
  'export { runReport } from "./scripts/ab-report/cli"\nexport { VerdictError } from "./src/features/ab-verdict/analyse"',
)
try {
  process.stdout.write(await runReport(process.argv.slice(2)))
} catch (error) {
  if (!(error instanceof VerdictError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exitCode = 1
}
