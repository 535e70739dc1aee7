// Content's build hooks: validation first, the GraphQL types from the content model (graphql-schema.ts), /build.json.
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { applyEnvOverrides, SETTINGS_FILE, validateSettings } from "../../src/content-model/settings"
import { EXAMPLES_FILE } from "../../src/content-model/schemas/settings"
import { resolveBuildEnvironment, servesVisitors } from "../../src/content-model/build-environment"
import { ga4RouteWarning } from "../../src/content-model/ga4-route"
import { siteRoot } from "../shared/site-root"
import { writeBuildInfo } from "./build-info"
import { validateContent } from "./read-content"
import { examplesProblems, examplesStillPresent } from "./example-values"

export { createResolvers, createSchemaCustomization } from "./graphql-schema"

const settings = applyEnvOverrides(siteJson, process.env)
const environment = resolveBuildEnvironment(process.env)
let startedAt = Date.now()

const bullets = (lines: readonly string[]) => lines.map(line => `  • ${line}`).join("\n")

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  startedAt = Date.now()
  const problems = [
    ...validateSettings(settings, undefined, process.env),
    ...validateContent(path.join(siteRoot(store), "content")),
    ...examplesProblems(siteRoot(store)),
  ]
  if (problems.length > 0)
    reporter.panic(`O conteúdo em content/ tem ${problems.length} problema(s):\n${bullets(problems)}`)
  const ga4Warning = ga4RouteWarning(settings.tags, SETTINGS_FILE)
  if (ga4Warning) reporter.warn(ga4Warning)
  // Example data never reaches real visitors; test builds may keep it.
  const examples = examplesStillPresent(siteRoot(store), { [SETTINGS_FILE]: settings })
  if (examples.length === 0) return
  if (!servesVisitors(environment)) {
    reporter.warn(`${examples.length} valor(es) de exemplo no conteúdo: um build de produção vai recusá-los.`)
    return
  }
  reporter.panic(
    `Este build é para o site no ar (ambiente "${environment}"), mas o conteúdo ainda tem ${examples.length} valor(es) de exemplo:\n${bullets(examples)}\nTroque cada valor pelo real (no arquivo ou pela variável de ambiente). Se um valor de ${EXAMPLES_FILE} já for o real, apague a entrada dele nessa lista.`,
  )
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  writeBuildInfo(path.join(siteRoot(store), "public"), startedAt)
}
