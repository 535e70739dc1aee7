import path from "node:path"
import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { applyEnvOverrides, SETTINGS_FILE, SETTINGS_SCHEMA, validateSettings, type PlanId } from "./site-settings"
import { siteRoot } from "../shared/site-root"
import { buildTypeDefs, objectTypeDefs } from "./graphql-types"
import { validateContent } from "./content-validation"
import { renderMdxToHtml } from "./mdx-html"
import { examplesStillPresent, exampleValuesMessage } from "./example-values"
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

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Plans get their checkout link from the settings (see createResolvers).
  actions.createTypes(buildTypeDefs({ Plan: "  checkoutUrl: String!" }))
  // Explicit so page queries get non-null settings in the generated types.
  actions.createTypes(`
    type Site implements Node {
      siteMetadata: SiteSiteMetadata!
    }
    ${objectTypeDefs(SETTINGS_SCHEMA, "  variant: String!\n  environment: String!")}
  `)
}

/** Gatsby types the action as a bare `Function`; this is its documented argument. */
type CreateResolvers = (
  resolvers: Record<string, Record<string, { type: string; resolve: (source: never) => unknown }>>,
) => void

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  ;(createResolvers as CreateResolvers)({
    Mdx: {
      html: {
        type: "String!",
        resolve: (source: { body?: string }) => renderMdxToHtml(source.body ?? ""),
      },
    },
    Plan: {
      // Checkout links live in content/site.json so CHECKOUT_URL_* can override them per build.
      checkoutUrl: {
        type: "String!",
        resolve: (source: { id: PlanId }) => settings.checkout[source.id],
      },
    },
  })
}
