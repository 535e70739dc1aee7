import { graphql, useStaticQuery } from "gatsby"

/**
 * Site settings from content/site.json (with env overrides), the build's A/B variant and environment,
 * and the consent copy's revision (content/data/consent.json): the consent controller needs only that
 * figure at every load, and its chunk then carries none of the banner's copy (which comes with the banner).
 */
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
            ga4Via
          }
          purchaseParams {
            transactionId
            value
            currency
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
      consentJson {
        revision
      }
    }
  `)
  const metadata = data.site?.siteMetadata
  if (!metadata) throw new Error("siteMetadata is missing: check gatsby-config.ts")
  const consentRevision = data.consentJson?.revision
  if (consentRevision == null) throw new Error("content/data/consent.json has no revision")
  return { ...metadata, consentRevision }
}
