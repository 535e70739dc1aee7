import { graphql, useStaticQuery } from "gatsby"
import { useEffect, useRef, useState, useSyncExternalStore } from "react"
import type { CheckoutPlan } from "../checkout/checkout-flow"
import { closeLeadModal, getChosenPlan, getServerChosenPlan, loadLeadModal, preloadLeadModal, subscribe } from "./lead-modal-store"

type LeadModalComponent = Awaited<ReturnType<typeof loadLeadModal>>["default"]

/** Rendered once for every page (gatsby-browser wrapRootElement); shows the lead modal for the chosen plan. */
export function LeadModalHost() {
  const plan = useSyncExternalStore(subscribe, getChosenPlan, getServerChosenPlan)
  // The modal's code arrives by dynamic import; no Suspense, so nothing renders half-mounted.
  const [LeadModal, setLeadModal] = useState<LeadModalComponent | null>(null)
  const data = useStaticQuery<Queries.LeadModalQuery>(graphql`
    query LeadModal {
      ui: uiJson {
        leadForm {
          title
          subtitle
          planLabel
          nameLabel
          namePlaceholder
          emailLabel
          emailPlaceholder
          phoneLabel
          phonePlaceholder
          submitLabel
          processingLabel
          privacyNote
          closeLabel
          nameRequired
          emailRequired
          emailInvalid
          phoneRequired
          phoneInvalid
        }
      }
      site {
        siteMetadata {
          variant
          webhooks
        }
      }
    }
  `)

  useEffect(() => {
    // From here on the plan buttons open the modal (before hydration they are plain checkout links).
    document.documentElement.dataset.leadModal = "ready"
    // Fetch the modal's code in idle time, so the first click opens it at once.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2500))
    idle(preloadLeadModal)
  }, [])

  useEffect(() => {
    if (!plan || LeadModal) return
    let cancelled = false
    loadLeadModal()
      .then(module => !cancelled && setLeadModal(() => module.default))
      .catch(error => {
        // The chunk could not load (offline, deploy in between): the plan link still leads to checkout.
        console.log("lead modal: could not load, going to checkout", error)
        if (!cancelled) window.location.assign(plan.checkoutUrl)
      })
    return () => {
      cancelled = true
    }
  }, [plan, LeadModal])

  // Stays mounted after the first open so the dialog can close properly (focus returns to the plan button).
  const shown = useRef<{ plan: CheckoutPlan; session: number } | null>(null)
  if (plan && plan !== shown.current?.plan) shown.current = { plan, session: (shown.current?.session ?? 0) + 1 }

  const strings = data.ui?.leadForm
  const settings = data.site?.siteMetadata
  if (!shown.current || !strings || !settings || !LeadModal) return null
  return (
    <LeadModal
      open={plan !== null}
      plan={shown.current.plan}
      session={shown.current.session}
      strings={strings}
      variant={settings.variant}
      webhooks={settings.webhooks}
      onClose={closeLeadModal}
    />
  )
}
