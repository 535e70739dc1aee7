import { trackCheckout } from "../../measurement/track"
import { useMeasurementSettings } from "../../measurement/settings"
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

/** The lead form's submit: the lead, the events, then the checkout after the processing delay, whatever throws. */
export function useLeadCheckout(): (values: LeadFormValues, plan: Plan, suspicion?: LeadSuspicion) => void {
  const { webhooks } = useSiteSettings()
  const measurement = useMeasurementSettings()
  return (values, plan, suspicion) => {
    const target = guarded(
      "lead processing",
      () => {
        const tracking = currentTracking()
        const lead = buildLeadRecord({
          values,
          plan,
          tracking,
          firstTouch: guarded("reading the first touch", firstTouch, undefined),
          cookies: guarded("reading the cookies", () => document.cookie, ""),
          pageUrl: window.location.href,
          build: measurement.build,
          now: new Date(),
          leadId: createLeadId(),
          consent: leadConsent(consentSnapshot().choice, consentPolicyRevision()),
          suspicion,
        })
        guarded("sending the lead", () => void leadDelivery().send(lead, webhooks), undefined)
        guarded("sending the lead's keys", () => void sendLeadKeys(lead), undefined)
        // The pixel's events carry the lead's id (eventID) for de-duplication against the Conversions API.
        guarded("analytics", () => trackCheckout(window as AnalyticsWindow, plan, measurement, lead.lead_id), undefined)
        const { nome, email, telefone, lead_id } = lead
        const attribution = checkoutAttribution(tracking?.params, measurement.build.variant, lead_id)
        return buildCheckoutUrl(plan.checkoutUrl, { nome, email, telefone, lead_captured: "true", ...attribution })
      },
      plan.checkoutUrl,
    )
    window.setTimeout(() => assignLocation(window.location, target, plan.checkoutUrl), PROCESSING_DELAY_MS)
  }
}
