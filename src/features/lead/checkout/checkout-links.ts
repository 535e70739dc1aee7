/**
 * Direct checkout links (the /semana-cliente buy buttons) are plain links in
 * the static HTML: their href is the checkout with the offer's own query
 * (plano, preco, origem, variante), which is where a visitor without
 * JavaScript goes. One capture-phase listener on the window adds the
 * visitor's tracking parameters and the variant (checkout-attribution.ts) and
 * records begin_checkout, for every such link, whether its section has
 * hydrated or not: the component itself needs no click handler.
 */
import { useEffect } from "react"
import { trackBeginCheckout } from "../../measurement/track"
import { useMeasurementSettings } from "../../measurement/settings"
import { type CheckoutItem } from "../../measurement/events"
import { type MeasurementSettings } from "../../measurement/send"
import { consentGranted } from "../../consent/consent-state"
import { type AnalyticsWindow } from "../../consent/tags/data-layer"
import { type OptionalCategory } from "../../consent/consent"
import { checkoutAttribution } from "./checkout-attribution"
import { CHECKOUT_LINK_SELECTOR, checkoutLinkItem } from "./checkout-link-attributes"
import { assignLocation, checkoutUrlOr, guarded } from "./checkout-url"
import { closestLink, isPlainClick } from "../../../lib/browser/plain-click"
import type { TrackingParams } from "../tracking/campaign"
import { currentTracking } from "../tracking/campaign-runtime"
import type { BuildLabels } from "../../../content-model/build-environment"

export function closestCheckoutLink(target: EventTarget | null): HTMLAnchorElement | null {
  return closestLink(target, CHECKOUT_LINK_SELECTOR)
}

/** The link's address with the visitor's campaign and the variant; the bare href when it cannot be built. */
export function attributedCheckoutUrl(href: string, params: TrackingParams | undefined, variant: string): string {
  return checkoutUrlOr(href, checkoutAttribution(params, variant))
}

export interface CheckoutLinkDeps {
  /** The build's labels: its variant goes to the checkout, both go to analytics. */
  build: BuildLabels
  /** The visitor's tracked parameters (storage or memory). */
  tracking: () => TrackingParams | undefined
  /** Records begin_checkout; never throws on the visitor's way. */
  beginCheckout: (item: CheckoutItem, build: BuildLabels) => void
  /** Goes to `url`, or to `fallback` when that fails. */
  navigate: (url: string, fallback: string) => void
  log?: (...args: unknown[]) => void
}

/**
 * Listens on `root` (the window) for plain clicks on checkout links. Capture
 * phase, ahead of React: a click inside a section React has not hydrated is
 * still handled. Modified and middle clicks keep the browser's own behaviour
 * (the href). Returns the function that removes the listener.
 */
export function delegateCheckoutLinks(root: EventTarget, deps: CheckoutLinkDeps): () => void {
  const log = deps.log ?? console.log
  const onClick = (event: Event) => {
    const link = closestCheckoutLink(event.target)
    if (!link || !isPlainClick(event as MouseEvent)) return
    const item = checkoutLinkItem(link)
    const href = link.href
    if (!item || !href) return
    event.preventDefault()
    const params = guarded("reading the campaign", deps.tracking, undefined, log)
    const target = attributedCheckoutUrl(href, params, deps.build.variant)
    guarded("analytics", () => deps.beginCheckout(item, deps.build), undefined, log)
    deps.navigate(target, href)
  }
  root.addEventListener("click", onClick, { capture: true })
  return () => root.removeEventListener("click", onClick, { capture: true })
}

let started = false

/**
 * The page's listener, installed once: begin_checkout to GA4, the dataLayer
 * and the pixel as consent allows (src/features/measurement), and the
 * browser's own navigation.
 */
export function startCheckoutLinks(
  win: Window,
  tracking: () => { params: TrackingParams } | undefined,
  settings: MeasurementSettings,
  granted: (category: OptionalCategory) => boolean = consentGranted,
): void {
  if (started) return
  started = true
  delegateCheckoutLinks(win, {
    build: settings.build,
    tracking: () => tracking()?.params,
    beginCheckout: item => trackBeginCheckout(win as unknown as AnalyticsWindow, item, settings, undefined, granted),
    navigate: (url, fallback) => assignLocation(win.location, url, fallback),
  })
  // For tests and tools: from here on, a click carries the campaign.
  win.document.documentElement.setAttribute("data-checkout-links", "ready")
}

/**
 * Starts the page's listener as the component mounts (the customer week's, on
 * /semana-cliente), with this build's labels, read here where they are used.
 */
export function useCheckoutLinks(): void {
  const { build, ga4Route } = useMeasurementSettings()
  const { variant, environment } = build
  useEffect(() => {
    startCheckoutLinks(window, currentTracking, { build: { variant, environment }, ga4Route })
  }, [variant, environment, ga4Route])
}
