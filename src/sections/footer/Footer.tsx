import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteSettings } from "../../content-model/useSiteSettings"
import { fillTemplate } from "../../lib/fill-template"
import { PRIVACY_PATH, TERMS_PATH } from "../../features/legal/legal-routes"
import { CookiePreferencesButton } from "../../features/consent/CookiePreferencesButton"
import { required } from "../../content-model/copy"
import { Container } from "../../ui/layout"
import { skipWhileOffscreen } from "../../ui/offscreen"
import { theme } from "../../theme/theme"
import { FOOTER_ID } from "./footer-id"

/** @public */ export const fragment = graphql`
  fragment SiteFooter on Query {
    site {
      publishedYear: buildTime(formatString: "YYYY")
    }
    uiJson {
      footer {
        text
        copyright
        legalNavLabel
        privacyLabel
        termsLabel
        cookiePreferencesLabel
        cnpjLabel
      }
    }
  }
`

/** Who sells (name, CNPJ, address, e-mail from content/site.json), as Decreto 7.962/2013 asks of an online seller. */
export function Footer({ data }: { data: Queries.SiteFooterFragment }) {
  const { seller } = useSiteSettings()
  const ui = required(data.uiJson, "ui.json").footer
  return (
    <footer css={footerStyle} id={FOOTER_ID}>
      <Container>
        <span className="brand" aria-hidden="true">
          ✦
        </span>
        <p>{ui.text}</p>
        <nav aria-label={ui.legalNavLabel}>
          <a href={PRIVACY_PATH}>{ui.privacyLabel}</a>
          <a href={TERMS_PATH}>{ui.termsLabel}</a>
          <CookiePreferencesButton label={ui.cookiePreferencesLabel} />
        </nav>
        <address>
          <span>{seller.legalName}</span>
          <span>
            {ui.cnpjLabel} {seller.cnpj}
          </span>
          <span>{seller.address}</span>
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
        </address>
        <p className="copyright">{fillTemplate(ui.copyright, { year: data.site?.publishedYear ?? "" })}</p>
      </Container>
    </footer>
  )
}

// One style for the whole footer: its code is first-load JavaScript on the short pages.
const footerStyle = css(skipWhileOffscreen("500px"), {
  // Room at the bottom so the floating contact button never covers the last line.
  padding: `${theme.space[7]} 0 ${theme.space[9]}`,
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  textAlign: "center",
  p: { maxWidth: 560, margin: "0 auto" },
  ".brand": {
    display: "block",
    marginBottom: theme.space[3],
    fontSize: "1.5rem",
    background: theme.colors.gradient,
    WebkitBackgroundClip: "text",
    backgroundClip: "text",
    color: "transparent",
  },
  "nav, address": { display: "flex", flexWrap: "wrap", justifyContent: "center" },
  nav: { gap: `${theme.space[2]} ${theme.space[5]}`, marginTop: theme.space[5] },
  // Links and the preferences button read alike, each a comfortable touch target.
  "nav a, nav button": {
    minHeight: 44,
    display: "inline-flex",
    alignItems: "center",
    padding: 0,
    border: 0,
    background: "none",
    color: theme.colors.accentText,
    font: "inherit",
    textDecoration: "underline",
    textUnderlineOffset: 3,
    cursor: "pointer",
    "&:hover": { color: theme.colors.text },
  },
  address: {
    gap: `${theme.space[1]} ${theme.space[4]}`,
    maxWidth: 720,
    margin: `${theme.space[4]} auto 0`,
    fontStyle: "normal",
    fontSize: theme.fontSizes.xs,
    a: { color: "inherit", textUnderlineOffset: 2 },
  },
  ".copyright": { marginTop: theme.space[3], color: theme.colors.textFaint, fontSize: theme.fontSizes.xs },
})
