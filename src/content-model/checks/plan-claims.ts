/**
 * Copy that makes a promise about plans must agree with what the plans
 * include (plans.json). The LLM bonus is the "Chat Unlimited" item of the
 * plans (offer.json → llmBonusItem): its copy may name only plans that do not
 * leave that item out, and names them best as {offer.llmBonusPlans}.
 */
import type { ContentRecord, Lookup } from "../schemas/collection"
import { entryLabel, fieldLabel } from "../wording"

/** The copy files whose text promises the LLM bonus. */
const LLM_BONUS_COPY = { page: "home", section: "llmBonus" }

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Messages for a copy file (its frontmatter and body as written) that names a plan without the LLM bonus. */
export function llmBonusClaims(frontmatter: ContentRecord, body: string | undefined, lookup: Lookup): string[] {
  if (frontmatter.page !== LLM_BONUS_COPY.page || frontmatter.section !== LLM_BONUS_COPY.section) return []
  const offer = (lookup("offer.json") ?? {}) as ContentRecord
  const item = typeof offer.llmBonusItem === "string" ? offer.llmBonusItem.trim() : ""
  const plans = ((lookup("plans.json") ?? {}) as { plans?: ContentRecord[] }).plans ?? []
  if (!item || !Array.isArray(plans)) return []
  const text = [...Object.values(frontmatter).flatMap(value => textsOf([value].flat())), body ?? ""].join("\n")
  return plans
    .filter(plan => textsOf(plan.excluded).some(excluded => excluded.trim().toLowerCase() === item.toLowerCase()))
    .filter(plan => typeof plan.name === "string" && new RegExp(`\\b${escape(plan.name)}\\b`).test(text))
    .map(
      plan =>
        `cita o plano "${String(plan.name)}", que deixa de fora "${item}" (plans.json → ${entryLabel(plan.id, plans.indexOf(plan))} → ${fieldLabel("excluded")}): cite os planos com o bônus como {offer.llmBonusPlans}`,
    )
}
