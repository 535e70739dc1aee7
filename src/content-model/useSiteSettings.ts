import { graphql, useStaticQuery } from "gatsby"

// With the consent copy's revision alone: the consent controller's chunk then carries none of the banner's copy.
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
