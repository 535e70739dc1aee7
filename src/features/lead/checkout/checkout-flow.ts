/**
 * What happens when a visitor heads for checkout from the lead form. Every step
 * that can fail is guarded: storage, webhooks and analytics failures are only
 * logged, and whatever throws, the visitor still lands on the checkout link.
 */
import { trackLead } from "../../measurement/track"
import { useMeasurementSettings } from "../../measurement/settings"
import type { MeasurementSettings } from "../../measurement/send"
import { assignLocation, buildCheckoutUrl, checkoutAttribution, guarded, PROCESSING_DELAY_MS } from "./checkout"
import { buildLeadRecord, createLeadId } from "../delivery/lead"
import { sendLeadKeys } from "../delivery/lead-keys"
import type { Plan } from "../plans"
import type { LeadFormValues } from "../form/validators"
import type { LeadSuspicion } from "../form/bot-signals"
import { leadDelivery } from "../delivery/lead-runtime"
import { currentTracking, firstTouch } from "../tracking/campaign-runtime"
import { leadConsent } from "../../consent/consent"
import { consentPolicyRevision, consentSnapshot } from "../../consent/consent-state"
import type { AnalyticsWindow } from "../../consent/tags/data-layer"
import { useSiteSettings } from "../../../content-model/useSiteSettings"

/**
 * Builds and sends the lead (to the webhooks, and its attribution keys to the site's own store under the
 * visitor's consent), records generate_lead and begin_checkout, and returns the checkout address with the
 * visitor's data, the campaign, the variant and the lead's id.
 */
function processLead(
  values: LeadFormValues,
  plan: Plan,
  measurement: MeasurementSettings,
  webhooks: readonly string[],
  suspicion: LeadSuspicion | undefined,
): string {
  const { build } = measurement
  try {
    const tracking = currentTracking()
    const lead = buildLeadRecord({
      values,
      plan,
      tracking,
      firstTouch: guarded("reading the first touch", firstTouch, undefined),
      cookies: guarded("reading the cookies", () => document.cookie, ""),
      pageUrl: window.location.href,
      build,
      now: new Date(),
      leadId: createLeadId(),
      consent: leadConsent(consentSnapshot().choice, consentPolicyRevision()),
      suspicion,
    })
    guarded("sending the lead", () => void leadDelivery().send(lead, webhooks), undefined)
    guarded("sending the lead's keys", () => void sendLeadKeys(lead), undefined)
    // The pixel's events carry the lead's id (eventID) for de-duplication against the Conversions API.
    guarded(
      "analytics",
      () => trackLead(window as unknown as AnalyticsWindow, plan, measurement, lead.lead_id),
      undefined,
    )
    return buildCheckoutUrl(plan.checkoutUrl, {
      nome: lead.nome,
      email: lead.email,
      telefone: lead.telefone,
      lead_captured: "true",
      ...checkoutAttribution(tracking?.params, build.variant, lead.lead_id),
    })
  } catch (error) {
    console.log("checkout: lead processing failed, going to checkout without data", error)
    return plan.checkoutUrl
  }
}

/**
 * The lead form's submit: process now, go to checkout after the processing
 * delay (a suspected bot's too). The webhooks and the build's labels are read
 * here, where they are used.
 */
export function useLeadCheckout(): (values: LeadFormValues, plan: Plan, suspicion?: LeadSuspicion) => void {
  const { webhooks } = useSiteSettings()
  const measurement = useMeasurementSettings()
  return (values, plan, suspicion) => {
    const target = processLead(values, plan, measurement, webhooks, suspicion)
    window.setTimeout(() => assignLocation(window.location, target, plan.checkoutUrl), PROCESSING_DELAY_MS)
  }
}
