/** npm run ab:report's entry (index.mjs bundles it): exit code 1 with the Portuguese message for a wrong option or file. */
import { VerdictError } from "../../src/features/ab-verdict/analyse"
import { runReport } from "./cli"

runReport(process.argv.slice(2)).then(
  text => process.stdout.write(text),
  (error: unknown) => {
    if (!(error instanceof VerdictError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exitCode = 1
  },
)
