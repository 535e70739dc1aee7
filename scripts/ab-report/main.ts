/**
 * npm run ab:report -- --leads <file> --sales <file> [--json] [--lift <percent>] [--chart <file>]
 * Exit code 1 with the Portuguese message for a wrong option or a malformed file.
 */
import { runReport } from "./cli"
import { ReportError } from "./errors"

try {
  runReport(process.argv.slice(2), text => process.stdout.write(text))
} catch (error) {
  if (!(error instanceof ReportError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exitCode = 1
}
