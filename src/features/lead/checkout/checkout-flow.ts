/**
 * What happens when a visitor heads for checkout. Every step that can fail
 * is guarded: storage, webhooks and analytics failures are only logged, and
 * whatever throws, the visitor still lands on the checkout link.
 */
import { trackBeginCheckout, type AnalyticsWindow } from "../tracking/analytics"
import { checkoutAttribution } from "./checkout-attribution"
import type { Plan } from "../../../../plugins/content-model/schemas/home/plans"
import { assignLocation, buildCheckoutUrl, guarded, PROCESSING_DELAY_MS } from "./checkout-url"
import { buildLeadRecord, createLeadId, saveLead } from "../delivery/lead"
import { browserStorage } from "../../../lib/storage"
import type { LeadFormValues } from "../form/validators"
import type { LeadSuspicion } from "../form/bot-signals"
import { leadDelivery } from "../delivery/lead-runtime"
import { currentTracking } from "../tracking/campaign-runtime"
import { leadConsent, consentPolicyRevision, consentSnapshot } from "../../consent"
import type { BuildLabels } from "../../../content/build-environment"

/**
 * A plan on its way to checkout: the plan as content/data/plans.json declares
 * it, with its checkout link (site.json). Its id as GraphQL gives it: a string.
 */
export type CheckoutPlan = Pick<Plan, "name" | "price"> & { id: string; checkoutUrl: string }

/**
 * Builds, stores and sends the lead, records begin_checkout, and returns the
 * checkout address with the visitor's data, the campaign and the variant.
 */
function processLead(
  values: LeadFormValues,
  plan: CheckoutPlan,
  build: BuildLabels,
  webhooks: readonly string[],
  suspicion: LeadSuspicion | undefined,
): string {
  try {
    const tracking = currentTracking()
    const lead = buildLeadRecord({
      values,
      plan,
      tracking,
      pageUrl: window.location.href,
      build,
      now: new Date(),
      leadId: createLeadId(),
      consent: leadConsent(consentSnapshot().choice, consentPolicyRevision()),
      suspicion,
    })
    guarded("saving the lead", () => saveLead(browserStorage(), lead), undefined)
    guarded("sending the lead", () => void leadDelivery().send(lead, webhooks), undefined)
    // The pixel's events carry the lead's id (eventID) for de-duplication against the Conversions API.
    guarded(
      "analytics",
      () => trackBeginCheckout(window as unknown as AnalyticsWindow, plan, build, undefined, lead.lead_id),
      undefined,
    )
    return buildCheckoutUrl(plan.checkoutUrl, {
      nome: lead.nome,
      email: lead.email,
      telefone: lead.telefone,
      lead_captured: "true",
      ...checkoutAttribution(tracking?.params, build.variant),
    })
  } catch (error) {
    console.log("checkout: lead processing failed, going to checkout without data", error)
    return plan.checkoutUrl
  }
}

/** The lead form's submit: process now, go to checkout after the processing delay (a suspected bot's too). */
export function submitLeadAndCheckout(
  values: LeadFormValues,
  plan: CheckoutPlan,
  build: BuildLabels,
  webhooks: readonly string[],
  suspicion?: LeadSuspicion,
): void {
  const target = processLead(values, plan, build, webhooks, suspicion)
  window.setTimeout(() => assignLocation(window.location, target, plan.checkoutUrl), PROCESSING_DELAY_MS)
}
