import { useEffect, useState, useSyncExternalStore } from "react"
import { usePlans } from "../plans"
import { delegateCheckoutLinks, goToLink } from "../checkout/checkout-links"
import { createClickWait } from "../checkout/click-wait"
import { useSiteSettings } from "../../../content-model/useSiteSettings"

// One lead modal per page, in a tiny store. The plan stays after closing, so focus returns to its button; `session`
// grows at every opening, so each opening starts with a fresh form.
const CLOSED = { open: false, planId: null as string | null, session: 0 }
let state = CLOSED
const snapshot = () => state
const serverSnapshot = () => CLOSED
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const update = (next: typeof CLOSED) => {
  state = next
  listeners.forEach(listener => listener())
}
const closeLeadModal = () => update({ ...state, open: false })

/** The modal's code, fetched on first need (a sign of intent, or the click itself). */
const loadLeadModal = () => import("./LeadModal")
const preload = () => void loadLeadModal().catch(() => undefined)

type LeadModalComponent = Awaited<ReturnType<typeof loadLeadModal>>["default"]

/** Rendered once for every page: installs the one checkout-link handler, shows the lead modal. */
export function LeadModalHost() {
  const { open, planId, session } = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  // The modal's code arrives by dynamic import; no Suspense, so nothing renders half-mounted.
  const [LeadModal, setLeadModal] = useState<LeadModalComponent | null>(null)
  const plans = usePlans()
  const { variant } = useSiteSettings()

  const [wait] = useState(() =>
    createClickWait(link => {
      closeLeadModal()
      goToLink(link, variant)
    }),
  )

  useEffect(() => {
    // Every checkout link answers from here on, hydrated or not. The modal's code comes on the first sign of
    // intent, not at load: it would cost phones main-thread time before they need it.
    const stop = delegateCheckoutLinks(window, {
      plan: (id, link) => {
        if (!plans.some(entry => entry.id === id)) return false
        update({ open: true, planId: id, session: state.session + 1 })
        if (LeadModal) return true
        wait.start(link)
        loadLeadModal().then(
          module => {
            setLeadModal(() => module.default)
            wait.settle()
          },
          (error: unknown) => {
            // The plan link still leads to checkout.
            console.log("lead modal: could not load, going to checkout", error)
            wait.giveUp()
          },
        )
        return true
      },
      intent: preload,
    })
    // Back from the checkout (back/forward cache): the link is idle again.
    const idle = () => wait.settle()
    window.addEventListener("pageshow", idle)
    document.documentElement.dataset.checkoutLinks = "ready"
    return () => {
      stop()
      window.removeEventListener("pageshow", idle)
      delete document.documentElement.dataset.checkoutLinks
    }
  }, [plans, LeadModal, wait])

  if (!planId || !LeadModal) return null
  return <LeadModal open={open} planId={planId} session={session} onClose={closeLeadModal} />
}
