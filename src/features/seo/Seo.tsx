import type { ReactNode } from "react"
import { useSiteSettings } from "../../content/useSiteSettings"
import { canonicalUrl } from "./structured-data"
import { theme } from "../../theme/theme"

interface SeoProps {
  title: string
  description: string
  /** Path of the page, e.g. "/semana-cliente". */
  pathname: string
  noindex?: boolean
  children?: ReactNode
}

/** The 1200×630 share image in static/, the same for every page. */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630, type: "image/png" }

/** The share image's absolute address, as sharing cards and structured data need it. */
export const shareImageUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, "")}${SHARE_IMAGE.path}`

/** The Head API tags every page shares: title, description, canonical, sharing cards. */
export function Seo({ title, description, pathname, noindex = false, children }: SeoProps) {
  const { siteUrl, siteName } = useSiteSettings()
  const url = canonicalUrl(siteUrl, pathname)
  const image = shareImageUrl(siteUrl)
  return (
    <>
      <html lang="pt-BR" />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={theme.colors.background} />
      <meta name="color-scheme" content="dark" />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SHARE_IMAGE.type} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={title} />
      {/* X reads the title, description and image from og: when its own tags are absent (its
          cards' markup reference); the image's alt text has no og: fallback there. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={title} />
      {children}
    </>
  )
}
