/**
 * What happens when a visitor heads for checkout. Every step that can fail
 * is guarded: storage, webhooks and analytics failures are only logged, and
 * whatever throws, the visitor still lands on the checkout link.
 */
import { trackBeginCheckout, type AnalyticsWindow } from "../../lib/analytics"
import { buildCheckoutUrl } from "../../lib/checkout-url"
import { leadConsent } from "../../lib/consent"
import { buildLeadRecord, createLeadId, saveLead } from "../../lib/lead"
import { browserStorage } from "../../lib/storage"
import type { LeadFormValues } from "../../lib/validators"
import { consentPolicyRevision, consentSnapshot } from "../consent/consent-state"
import { currentTracking, leadDelivery } from "../tracking/runtime"

/** Spec section 9: the visitor sees 'Processando...' this long before checkout. */
export const PROCESSING_DELAY_MS = 1000

export interface CheckoutPlan {
  id: string
  name: string
  price: string
  checkoutUrl: string
}

function guarded(step: string, run: () => void): void {
  try {
    run()
  } catch (error) {
    console.log(`checkout: ${step} failed`, error)
  }
}

export function navigateTo(url: string, fallback: string): void {
  try {
    window.location.assign(url)
  } catch {
    window.location.assign(fallback)
  }
}

/** Builds, stores and sends the lead, records begin_checkout, and returns the checkout address with its query. */
export function processLead(
  values: LeadFormValues,
  plan: CheckoutPlan,
  variant: string,
  webhooks: readonly string[],
): string {
  try {
    const tracking = currentTracking()
    const lead = buildLeadRecord({
      values,
      plan,
      tracking,
      pageUrl: window.location.href,
      variant,
      now: new Date(),
      leadId: createLeadId(),
      consent: leadConsent(consentSnapshot().choice, consentPolicyRevision()),
    })
    guarded("saving the lead", () => saveLead(browserStorage(), lead))
    guarded("sending the lead", () => void leadDelivery().send(lead, webhooks))
    // The pixel's events carry the lead's id (eventID) for de-duplication against the Conversions API.
    guarded("analytics", () =>
      trackBeginCheckout(window as unknown as AnalyticsWindow, plan, variant, undefined, lead.lead_id),
    )
    return buildCheckoutUrl(plan.checkoutUrl, {
      nome: lead.nome,
      email: lead.email,
      telefone: lead.telefone,
      lead_captured: "true",
      ...tracking?.params,
    })
  } catch (error) {
    console.log("checkout: lead processing failed, going to checkout without data", error)
    return plan.checkoutUrl
  }
}

/** The lead form's submit: process now, go to checkout after the processing delay. */
export function submitLeadAndCheckout(
  values: LeadFormValues,
  plan: CheckoutPlan,
  variant: string,
  webhooks: readonly string[],
): void {
  const target = processLead(values, plan, variant, webhooks)
  window.setTimeout(() => navigateTo(target, plan.checkoutUrl), PROCESSING_DELAY_MS)
}

export interface RenewalCheckout {
  checkoutUrl: string
  planName: string
  price: string
  origem: string
}

/** /semana-cliente buy buttons: checkout with plano, preco, origem and the campaign. */
export function renewalCheckoutUrl(offer: RenewalCheckout, withTracking: boolean): string {
  const base = { plano: offer.planName, preco: offer.price, origem: offer.origem }
  try {
    return buildCheckoutUrl(offer.checkoutUrl, withTracking ? { ...base, ...currentTracking()?.params } : base)
  } catch (error) {
    console.log("checkout: could not build the renewal checkout address", error)
    return offer.checkoutUrl
  }
}

export function goToRenewalCheckout(offer: RenewalCheckout, variant: string): void {
  const target = renewalCheckoutUrl(offer, true)
  guarded("analytics", () =>
    trackBeginCheckout(
      window as unknown as AnalyticsWindow,
      { id: offer.planName.toLowerCase(), name: offer.planName, price: offer.price },
      variant,
    ),
  )
  navigateTo(target, offer.checkoutUrl)
}
