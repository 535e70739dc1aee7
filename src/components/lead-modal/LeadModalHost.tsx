import { graphql, useStaticQuery } from "gatsby"
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react"
import type { CheckoutPlan } from "../checkout/checkout-flow"
import { closeLeadModal, getChosenPlan, getServerChosenPlan, loadLeadModal, preloadLeadModal, subscribe } from "./lead-modal-store"

const LeadModal = lazy(loadLeadModal)

/** Rendered once for every page (gatsby-browser wrapRootElement); shows the lead modal for the chosen plan. */
export function LeadModalHost() {
  const plan = useSyncExternalStore(subscribe, getChosenPlan, getServerChosenPlan)
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
    // Fetch the modal's code in idle time, so the first click opens it at once.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2500))
    idle(preloadLeadModal)
  }, [])

  // Stays mounted after the first open so the dialog can close properly (focus returns to the plan button).
  const shown = useRef<{ plan: CheckoutPlan; session: number } | null>(null)
  if (plan && plan !== shown.current?.plan) shown.current = { plan, session: (shown.current?.session ?? 0) + 1 }

  const strings = data.ui?.leadForm
  const settings = data.site?.siteMetadata
  if (!shown.current || !strings || !settings) return null
  return (
    <Suspense fallback={null}>
      <LeadModal
        open={plan !== null}
        plan={shown.current.plan}
        session={shown.current.session}
        strings={strings}
        variant={settings.variant}
        webhooks={settings.webhooks}
        onClose={closeLeadModal}
      />
    </Suspense>
  )
}
