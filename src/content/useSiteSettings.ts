import { graphql, useStaticQuery } from "gatsby"

/** Site settings from content/site.json (with env overrides) the build's A/B variant and environment. */
export function useSiteSettings() {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
          siteName
          variant
          environment
          renewalCheckout
          renewalCheckoutFull
          webhooks
          salesContactUrl
          videoHost
          checkout {
            plus
            max
          }
          whatsapp {
            number
            message
          }
          tags {
            gtmId
            ga4Id
            metaPixelId
          }
          seller {
            legalName
            cnpj
            address
            email
            dpoName
            dpoEmail
          }
        }
      }
    }
  `)
  const metadata = data.site?.siteMetadata
  if (!metadata) throw new Error("siteMetadata is missing: check gatsby-config.ts")
  return metadata
}
