import { graphql, useStaticQuery } from "gatsby"
import { useEffect, useState, useSyncExternalStore } from "react"
import { delegatePlanLinks } from "./plan-links"
import { createFormWait } from "./form-wait"
import { campaignIfLoaded } from "../tracking/arrival"
import { checkoutAttribution } from "../checkout/checkout-attribution"
import { assignLocation, checkoutUrlOr } from "../checkout/checkout-url"
import { useSiteSettings } from "../../../content-model/useSiteSettings"
import {
  closeLeadModal,
  getLeadModalState,
  getServerLeadModalState,
  openLeadModal,
  subscribe,
} from "./lead-modal-store"

/** The modal's code, fetched on first need (a hover, focus or touch of a plan link, or the click itself). */
const loadLeadModal = () => import("./LeadModal")

let preloading: Promise<unknown> | undefined
function preloadLeadModal(): void {
  preloading ??= loadLeadModal().catch(() => {
    preloading = undefined
  })
}

type LeadModalComponent = Awaited<ReturnType<typeof loadLeadModal>>["default"]

/** Rendered once for every page (gatsby-browser wrapPageElement); shows the lead modal for the chosen plan. */
export function LeadModalHost() {
  const { open, planId, session } = useSyncExternalStore(subscribe, getLeadModalState, getServerLeadModalState)
  const { variant } = useSiteSettings()
  // The modal's code arrives by dynamic import; no Suspense, so nothing renders half-mounted.
  const [LeadModal, setLeadModal] = useState<LeadModalComponent | null>(null)
  const data = useStaticQuery<Queries.LeadModalQuery>(graphql`
    query LeadModal {
      plansJson {
        plans {
          id
          name
          price
          checkoutUrl
          promoBonus
          paymentTerms
        }
      }
      ui: uiJson {
        banner {
          endsAt
        }
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
          policyNotice
          policyLinkLabel
          newTabLabel
          closeLabel
          nameRequired
          emailRequired
          emailInvalid
          phoneRequired
          phoneInvalid
        }
      }
    }
  `)

  // The plans as the lead's own data: a plan link carries only the plan's id.
  const plans = data.plansJson?.plans
  const plan = plans?.find(entry => entry.id === planId)

  // Without the form, the visitor goes on to the plan's checkout with the campaign and the variant.
  const [formWait] = useState(() =>
    createFormWait(link => {
      closeLeadModal()
      assignLocation(
        window.location,
        checkoutUrlOr(link.href, checkoutAttribution(campaignIfLoaded(), variant)),
        link.href,
      )
    }),
  )

  useEffect(() => {
    // From here on every plan link on the page opens the modal, hydrated or not.
    // The modal's code is fetched on the first hover, focus or touch of a plan
    // link, not at load: it would cost phones main-thread time before they need it.
    const known = (id: string) => plans?.some(entry => entry.id === id) === true
    const stop = delegatePlanLinks(
      window,
      (id, link) => {
        if (!known(id) || !openLeadModal(id)) return false
        if (!LeadModal) formWait.start(link)
        return true
      },
      preloadLeadModal,
    )
    // Back from the checkout (back/forward cache): the button is idle again.
    const idle = () => formWait.settle()
    window.addEventListener("pageshow", idle)
    document.documentElement.dataset.leadModal = "ready"
    return () => {
      stop()
      window.removeEventListener("pageshow", idle)
      delete document.documentElement.dataset.leadModal
    }
  }, [plans, LeadModal, formWait])

  useEffect(() => {
    if (!open || !plan) return
    if (LeadModal) {
      formWait.settle()
      return
    }
    let cancelled = false
    loadLeadModal()
      .then(module => !cancelled && setLeadModal(() => module.default))
      .catch((error: unknown) => {
        // The chunk could not load (offline, deploy in between): the plan link still leads to checkout.
        console.log("lead modal: could not load, going to checkout", error)
        if (!cancelled) formWait.giveUp()
      })
    return () => {
      cancelled = true
    }
  }, [open, plan, LeadModal, formWait])

  const strings = data.ui?.leadForm
  if (!plan || !strings || !LeadModal) return null
  // The promo's bonus of the plan, when content has a promo (the promo's CSS shows it only while it is on).
  const promoBonus = data.ui.banner.endsAt ? (plan.promoBonus ?? []) : []
  return (
    <LeadModal
      open={open}
      plan={plan}
      promoBonus={promoBonus}
      terms={plan.paymentTerms}
      session={session}
      strings={strings}
      onClose={closeLeadModal}
    />
  )
}
