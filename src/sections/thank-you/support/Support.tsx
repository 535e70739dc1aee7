import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteSettings } from "../../../content-model/useSiteSettings"
import { whatsappLink } from "../../../features/contact-widget/whatsapp"
import { mq, theme } from "../../../theme/theme"
import { sectionCopy } from "../../../content-model/copy"
import { sectionAnchor } from "../../../content-model/pages"
import { ButtonLink } from "../../../ui/Button"
import { WhatsAppIcon } from "../../../ui/icons"
import { Prose } from "../../../ui/Prose"

/** @public */ export const fragment = graphql`
  fragment ObrigadoSupport on Query {
    supportCopy: mdx(frontmatter: { page: { eq: "obrigado" }, section: { eq: "support" } }) {
      ...SectionCopy
      frontmatter {
        whatsappMessage
      }
    }
  }
`

export function Support({ data }: { data: Queries.ObrigadoSupportFragment }) {
  const { whatsapp } = useSiteSettings()
  const support = sectionCopy(data.supportCopy, "obrigado/support")
  return (
    <section css={panelStyle} id={sectionAnchor("obrigado", "support")} aria-labelledby="support-title">
      <span css={iconStyle} aria-hidden="true">
        <WhatsAppIcon size={30} />
      </span>
      <div>
        <h2 id="support-title">{support.title}</h2>
        <Prose html={support.html} />
      </div>
      <ButtonLink
        css={whatsAppButtonStyle}
        href={whatsappLink(whatsapp.number, support.whatsappMessage ?? whatsapp.message)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {support.ctaLabel ?? support.title}
      </ButtonLink>
    </section>
  )
}

const panelStyle = css({
  display: "grid",
  maxWidth: 1000,
  margin: "0 auto",
  gap: theme.space[4],
  justifyItems: "center",
  padding: `${theme.space[6]} ${theme.space[4]}`,
  border: "1px solid rgba(37, 211, 102, 0.3)",
  borderRadius: theme.radii.lg,
  background: `radial-gradient(80% 100% at 0% 0%, rgba(37, 211, 102, 0.1), transparent 70%), ${theme.colors.surface}`,
  textAlign: "center",
  h2: { marginBottom: theme.space[2], fontSize: theme.fontSizes.xl, fontWeight: 800 },
  [mq.md]: {
    gridTemplateColumns: "auto 1fr auto",
    alignItems: "center",
    gap: theme.space[5],
    padding: theme.space[6],
    textAlign: "left",
  },
})

const iconStyle = css({
  display: "grid",
  placeItems: "center",
  width: 60,
  height: 60,
  borderRadius: "50%",
  background: "rgba(37, 211, 102, 0.14)",
  color: "#25d366",
})

const whatsAppButtonStyle = css({
  width: "100%",
  paddingLeft: theme.space[3],
  paddingRight: theme.space[3],
  [mq.md]: { width: "auto" },
  background: "#25d366",
  color: "#04260f",
  boxShadow: "0 10px 40px -12px rgba(37, 211, 102, 0.6)",
  "&:hover": { background: "#2ee070" },
})
