import { css } from "@emotion/react"
import { graphql, useStaticQuery } from "gatsby"
import { Modal } from "../../../ui/dialog"
import { useLeadCheckout } from "../checkout/checkout-flow"
import { usePlans } from "../plans"
import { formatPrice } from "../../../lib/price"
import { LeadForm } from "../form/LeadForm"
import { Mark, MarkList } from "../../../ui/primitives"
import { theme } from "../../../theme/theme"

type LeadModalProps = { open: boolean; planId: string; session: number; onClose: () => void }

/** 'Quase lá!': the lead form in front of the chosen plan's checkout. Loaded on first need. */
export default function LeadModal({ open, planId, session, onClose }: LeadModalProps) {
  const checkout = useLeadCheckout()
  const plan = usePlans().find(entry => entry.id === planId)
  const { ui } = useStaticQuery<Queries.LeadModalQuery>(graphql`
    query LeadModal {
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
  if (!plan || !ui) return null
  const strings = ui.leadForm
  // The plan's promo bonus when content has a promo (the promo's CSS shows it only while it is on).
  const promoBonus = (ui.banner.endsAt && plan.promoBonus) || []
  return (
    <Modal open={open} onClose={onClose} labelledBy="lead-modal-title" closeLabel={strings.closeLabel}>
      <header css={headerStyle}>
        <h2 id="lead-modal-title">{strings.title}</h2>
        <p>{strings.subtitle}</p>
      </header>
      <div css={planSummaryStyle} data-plan-summary={plan.id}>
        <span>
          <small>{strings.planLabel}</small>
          <strong>{plan.name}</strong>
        </span>
        <strong css={priceStyle}>{formatPrice(plan.price)}</strong>
      </div>
      <p css={termsStyle}>{plan.paymentTerms}</p>
      {promoBonus.length > 0 && (
        // The attribute is written out (src/features/offers/offer-page.ts): this chunk loads on every page.
        <MarkList css={promoBonusStyle} data-promo-only="open">
          {promoBonus.map(item => (
            <li key={item}>
              <Mark />
              <span css={firstCapitalStyle}>{item}</span>
            </li>
          ))}
        </MarkList>
      )}
      <LeadForm
        key={session}
        strings={strings}
        onValidSubmit={(values, suspicion) => checkout(values, plan, suspicion)}
      />
    </Modal>
  )
}

const headerStyle = css`
  display: grid;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[5]};
  padding-right: ${theme.space[7]};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: 800;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`

const planSummaryStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[5]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.gradientSoft};
  span {
    display: grid;
    gap: 2px;
  }
  small {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  strong {
    font-size: ${theme.fontSizes.lg};
  }
`

const priceStyle = css`
  font-size: ${theme.fontSizes.xl};
  font-weight: 800;
  white-space: nowrap;
`

const termsStyle = css`
  margin: -${theme.space[3]} 0 ${theme.space[5]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

/** The promo's bonus is named for the middle of a sentence; as a point, it starts with a capital. */
const firstCapitalStyle = css`
  &::first-letter {
    text-transform: uppercase;
  }
`

const promoBonusStyle = css`
  gap: ${theme.space[2]};
  margin: -${theme.space[2]} 0 ${theme.space[5]};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`
