// The content model's build hooks. Its GraphQL types are declared by the
// site's own gatsby-node (graphql-schema.ts): Gatsby warns when a plugin
// customizes types that Gatsby or another plugin owns (Site, Mdx).
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { applyEnvOverrides, SETTINGS_FILE, validateSettings } from "./site-settings"
import { siteRoot } from "../shared/site-root"
import { validateContent } from "./content-validation"
import { examplesStillPresent, exampleValuesMessage } from "./checks/example-values"
import { resolveBuildEnvironment, servesVisitors } from "../../src/content/build-environment"

const settings = applyEnvOverrides(siteJson, process.env)
const environment = resolveBuildEnvironment(process.env)

/** Wrong content stops the build with every problem listed, each naming file, entry and field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  const problems = [
    ...validateSettings(settings, undefined, process.env),
    ...validateContent(path.join(siteRoot(store), "content")),
  ]
  if (problems.length > 0) {
    reporter.panic(
      `The content in content/ has ${problems.length} problem(s):\n${problems.map(problem => `  • ${problem}`).join("\n")}`,
    )
  }
  // Example data never reaches real visitors; test builds may keep it.
  const examples = examplesStillPresent(siteRoot(store), { [SETTINGS_FILE]: settings })
  if (examples.length === 0) return
  if (servesVisitors(environment)) reporter.panic(exampleValuesMessage(examples, environment))
  else reporter.warn(`${examples.length} valor(es) de exemplo no conteúdo: um build de produção vai recusá-los.`)
}
