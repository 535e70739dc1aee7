import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useEffect, useRef, useState } from "react"
import { useSiteSettings } from "../../content-model/useSiteSettings"
import { PROMO_EVENT, promoEventAge } from "../promo/promo-event"
import { whatsappLink } from "./whatsapp"
import { reducedMotion, theme } from "../../theme/theme"
import { required } from "../../content-model/copy"
import { CloseIcon, WhatsAppIcon } from "../../ui/icons"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment ContactWidget on Query {
    uiJson {
      widget {
        openLabel
        closeLabel
        title
        salesLabel
        salesDescription
        whatsappLabel
        whatsappDescription
        promoBubble
      }
    }
  }
`

type Bubble = "hidden" | "pulsing" | "shown"

/** After the promo event, the bubble shows 5 s, the button pulsing for the first 2 s. */
const PROMO_BUBBLE_MS = 5_000
const PROMO_PULSE_MS = 2_000

/** The contact button, its panel (a native popover: it works without this code) and the promo's bubble. */
export function ContactWidget({ data }: { data: Queries.ContactWidgetFragment }) {
  const ui = required(data.uiJson, "ui.json").widget
  const { whatsapp, salesContactUrl } = useSiteSettings()
  const panel = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const [bubble, setBubble] = useState<Bubble>("hidden")
  const whatsappHref = whatsappLink(whatsapp.number, whatsapp.message)
  const link = { target: "_blank", rel: "noopener noreferrer" }

  useEffect(() => {
    let timers: number[] = []
    // `age`: how long ago the event fired (the widget's code may arrive after it).
    const showBubble = (age: number) => {
      timers.forEach(timer => window.clearTimeout(timer))
      setBubble(age < PROMO_PULSE_MS ? "pulsing" : "shown")
      timers = [
        window.setTimeout(() => setBubble("shown"), Math.max(0, PROMO_PULSE_MS - age)),
        window.setTimeout(() => setBubble("hidden"), PROMO_BUBBLE_MS - age),
      ]
    }
    const onPromo = () => showBubble(0)
    const missed = promoEventAge()
    if (missed !== null && missed < PROMO_BUBBLE_MS) showBubble(missed)
    window.addEventListener(PROMO_EVENT, onPromo)
    return () => {
      window.removeEventListener(PROMO_EVENT, onPromo)
      timers.forEach(timer => window.clearTimeout(timer))
    }
  }, [])

  // The button's label and the bubble follow the popover however it opened or closed.
  useEffect(() => {
    const element = panel.current
    if (!element) return
    const onToggle = () => setOpen(element.matches(":popover-open"))
    onToggle()
    element.addEventListener("toggle", onToggle)
    return () => element.removeEventListener("toggle", onToggle)
  }, [])

  const contacts = [
    [salesContactUrl, "sales_chat", "💬", ui.salesLabel, ui.salesDescription],
    [whatsappHref, "whatsapp", <WhatsAppIcon key="icon" size={20} />, ui.whatsappLabel, ui.whatsappDescription],
  ] as const
  return (
    <aside css={widgetStyle} id="contact-widget" aria-label={ui.title}>
      <div role="status">
        {bubble !== "hidden" && !open && (
          <a css={promoBubbleStyle} href={whatsappHref} {...link} data-testid="promo-bubble" data-contact="whatsapp">
            {ui.promoBubble}
          </a>
        )}
      </div>
      <div css={panelStyle} id="contact-panel" popover="auto" ref={panel}>
        <p css={panelTitleStyle}>{ui.title}</p>
        {contacts.map(([href, method, icon, label, description]) => (
          <a key={method} css={contactLinkStyle} href={href} {...link} data-contact={method}>
            <span css={linkIconStyle} aria-hidden="true" data-tone={method === "whatsapp" ? "whatsapp" : undefined}>
              {icon}
            </span>
            <span>
              <strong>{label}</strong>
              <small>{description}</small>
            </span>
          </a>
        ))}
      </div>
      <button
        css={toggleStyle}
        type="button"
        popovertarget="contact-panel"
        aria-label={open ? ui.closeLabel : ui.openLabel}
        data-pulse={bubble === "pulsing" ? "true" : "false"}
      >
        {open ? (
          <CloseIcon size={24} strokeWidth={2.4} />
        ) : (
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 5h16v11H9.5L4 20z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        )}
      </button>
    </aside>
  )
}

const widgetStyle = css`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: ${theme.zIndex.widget};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space[3]};
  max-width: calc(100vw - 32px);
`

// A plain <button>: React 18 passes `popovertarget` to the DOM as written (src/types/react-html-attributes.d.ts).
const toggleStyle = css`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.gradient};
  color: #fff;
  box-shadow:
    ${theme.shadows.glow},
    0 8px 24px rgba(0, 0, 0, 0.5);
  cursor: pointer;
  transition: transform 0.15s ease;
  &:hover {
    transform: scale(1.05);
  }
  &[data-pulse="true"] {
    animation: widget-pulse 0.9s ease-in-out infinite;
  }
  @keyframes widget-pulse {
    0%,
    100% {
      box-shadow: 0 0 0 0 rgba(34, 211, 238, 0.55);
    }
    50% {
      box-shadow: 0 0 0 14px rgba(34, 211, 238, 0);
    }
  }
  ${reducedMotion} {
    &[data-pulse="true"] {
      animation: none;
      outline: 3px solid rgba(34, 211, 238, 0.7);
      outline-offset: 3px;
    }
  }
`

const promoBubbleStyle = css`
  display: block;
  max-width: 260px;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.md} ${theme.radii.md} 4px ${theme.radii.md};
  background: #f4f4f8;
  color: #111118;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  text-decoration: none;
  box-shadow: 0 12px 30px -8px rgba(0, 0, 0, 0.7);
  animation: bubble-in 0.25s ease-out;
  @keyframes bubble-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
`

/* A popover (top layer): placed above the button by hand, since it leaves the widget's flow. */
const panelStyle = css`
  position: fixed;
  inset: auto 16px 88px auto;
  margin: 0;
  color: inherit;
  width: min(340px, calc(100vw - 32px));
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: 0 24px 60px -12px rgba(0, 0, 0, 0.85);
  &:popover-open {
    display: grid;
    animation: bubble-in 0.2s ease-out;
  }
  &:not(:popover-open) {
    display: none;
  }
`

const panelTitleStyle = css`
  padding: 0 ${theme.space[1]} ${theme.space[1]};
  font-weight: 800;
`

const contactLinkStyle = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: rgba(255, 255, 255, 0.03);
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.07);
    border-color: rgba(139, 92, 246, 0.5);
  }
  span {
    display: grid;
  }
  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
`

const linkIconStyle = css`
  flex: none;
  display: grid !important;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${theme.colors.gradientSoft};
  font-size: 1.2rem;
  &[data-tone="whatsapp"] {
    background: rgba(37, 211, 102, 0.16);
    color: #4ade80;
  }
`
