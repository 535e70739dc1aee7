import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { useSiteSettings } from "../../content-model/useSiteSettings"
import { theme } from "../../theme/theme"
import { skipWhileOffscreen } from "../../ui/offscreen"

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>

/** Who sells and controls the data (content/site.json, overridable per build), with the encarregado when asked. */
type SellerCardProps = { title: string; labels: Queries.LegalStringsFragment; withDpo?: boolean }
export function SellerCard({ title, labels, withDpo }: SellerCardProps) {
  const { seller } = useSiteSettings()
  const rows: Array<[string, ReactNode]> = [
    [labels.legalNameLabel, seller.legalName],
    [labels.cnpjLabel, seller.cnpj],
    [labels.addressLabel, seller.address],
    [labels.emailLabel, mail(seller.email)],
  ]
  if (withDpo) rows.push([labels.dpoLabel, seller.dpoName], [labels.dpoEmailLabel, mail(seller.dpoEmail)])
  return (
    <section css={cardStyle} aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

// At the foot of the terms' long first section: skipped until near, like the sections around it.
const cardStyle = css`
  ${skipWhileOffscreen("330px")}
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  h3 {
    margin-bottom: ${theme.space[3]};
    font-size: ${theme.fontSizes.md};
    font-weight: 700;
  }
  dl {
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
  }
  div {
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${theme.colors.textFaint};
    font-size: ${theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  dd {
    margin: 0;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.colors.accentText};
  }
`

/** @public The legal pages' labels (content/data/ui.json → legal); Gatsby reads fragments from a module's exports. */
export const legalFragment = graphql`
  fragment LegalStrings on UiLegal {
    controllerTitle
    sellerTitle
    legalNameLabel
    cnpjLabel
    addressLabel
    emailLabel
    dpoLabel
    dpoEmailLabel
    versionLabel
    backLabel
  }
`
