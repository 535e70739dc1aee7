/**
 * Each page's head, computed at build from content (GraphQL `pageHead`,
 * gatsby-node.ts): its title, its <meta> and <link> tags in the order the page
 * writes them, and its JSON-LD already serialised. Gatsby runs a page's Head
 * in the browser too, so whatever Head computes ships in the page's first-load
 * code: src/features/seo/PageHead.tsx only writes what this returns.
 */
import { renewalQuestions } from "../../src/sections/customer-week/faq/questions"
import { theme } from "../../src/theme/theme"
import { questionsWhen, renewalOffers, type RenewalOfferInput } from "./customer-week"
import {
  canonicalUrl,
  courseJsonLd,
  faqJsonLd,
  serializeJsonLd,
  type CoursePlan,
  type FaqItem,
  type JsonLd,
} from "./structured-data"

/** The 1200×630 share image in static/, the same for every page. */
const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630, type: "image/png" }

/** One tag of the head: a <meta> (name or property, and content) or a <link> (rel and href). */
export interface HeadTag {
  name?: string
  property?: string
  content?: string
  rel?: string
  href?: string
}

export interface PageHead {
  title: string
  tags: HeadTag[]
  /** Each JSON-LD block's text, ready for a <script type="application/ld+json">. */
  jsonLd: string[]
}

interface PageEntry {
  id: string
  path: string
  title: string
  description: string
  outsideWeekTitle?: string | null
  outsideWeekDescription?: string | null
}

/** The content a head is computed from, as HEAD_CONTENT_QUERY selects it. */
export interface HeadContent {
  site: { siteMetadata: { siteUrl: string; siteName: string; renewalCheckout: string; renewalCheckoutFull: string } }
  pagesJson: { pages: readonly PageEntry[] } | null
  plansJson: { plans: readonly CoursePlan[] } | null
  offerJson: { courseHours?: string | null } | null
  renewalOfferJson:
    | (Omit<RenewalOfferInput, "checkoutUrl" | "fullCheckoutUrl"> & { openAtBuild: boolean; endedAtBuild: boolean })
    | null
  faqJson: { questions: ReadonlyArray<FaqItem & { page: string; weekOnly?: string | null }> } | null
}

/** Through GraphQL, so every text has its figures written out and every computed field its value, as the pages show them. */
export const HEAD_CONTENT_QUERY = `
  query PageHeadContent {
    site { siteMetadata { siteUrl siteName renewalCheckout renewalCheckoutFull } }
    pagesJson { pages { id path title description outsideWeekTitle outsideWeekDescription } }
    plansJson { plans { name price checkoutUrl } }
    offerJson { courseHours }
    renewalOfferJson { startsAt endsAt openAtBuild endedAtBuild planName offerPrice fullPrice }
    faqJson { questions { page question answer weekOnly } }
  }
`

/** The tags every page shares: description, canonical (or robots when noindex), sharing cards. */
function headTags(page: PageEntry, noindex: boolean, siteName: string, url: string, image: string): HeadTag[] {
  return [
    { name: "description", content: page.description },
    { name: "theme-color", content: theme.colors.background },
    { name: "color-scheme", content: "dark" },
    noindex ? { name: "robots", content: "noindex, nofollow" } : { rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: page.title },
    // X reads the title, description and image from og: when its own tags are absent (its
    // cards' markup reference); the image's alt text has no og: fallback there.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: page.title },
  ]
}

/**
 * /semana-cliente's title, description and FAQ say what holds when the page is built (a build at
 * each start and end of the week keeps them true: scripts/offers.mjs); built outside the week, the
 * title and description (the structured data's too) no longer promise the offer.
 */
function weekPage(entry: PageEntry, openAtBuild: boolean): PageEntry {
  if (openAtBuild) return entry
  return {
    ...entry,
    title: entry.outsideWeekTitle ?? entry.title,
    description: entry.outsideWeekDescription ?? entry.description,
  }
}

/** The page's JSON-LD: the course and its plans on /, the renewal's dated offers and the FAQ on /semana-cliente. */
function structuredData(page: PageEntry, url: string, image: string, content: HeadContent): JsonLd[] {
  const { siteUrl, siteName, renewalCheckout, renewalCheckoutFull } = content.site.siteMetadata
  const course = (plans: readonly CoursePlan[], hours?: string | null) =>
    courseJsonLd({
      name: siteName,
      description: page.description,
      url,
      image,
      siteName,
      siteUrl: canonicalUrl(siteUrl, "/"),
      hours,
      plans,
    })
  if (page.id === "home") return [course(content.plansJson?.plans ?? [], content.offerJson?.courseHours)]
  if (page.id !== "semana-cliente") return []
  const offer = content.renewalOfferJson
  const data: JsonLd[] = []
  if (offer) {
    const checkouts = { checkoutUrl: renewalCheckout, fullCheckoutUrl: renewalCheckoutFull }
    data.push(course(renewalOffers({ ...offer, ...checkouts }, offer.endedAtBuild)))
  }
  const faq = questionsWhen(renewalQuestions(content.faqJson), offer?.openAtBuild === true ? "open" : "closed")
  if (faq.length > 0) data.push(faqJsonLd(faq))
  return data
}

/** The head of the page whose content/data/pages.json entry is `id`; `noindex` keeps it out of search engines. */
export function pageHead(id: string, noindex: boolean, content: HeadContent): PageHead {
  const entry = content.pagesJson?.pages.find(candidate => candidate.id === id)
  if (!entry) throw new Error(`content/data/pages.json has no entry "${id}"`)
  const page = id === "semana-cliente" ? weekPage(entry, content.renewalOfferJson?.openAtBuild === true) : entry
  const { siteUrl, siteName } = content.site.siteMetadata
  const url = canonicalUrl(siteUrl, page.path)
  const image = `${siteUrl.replace(/\/+$/, "")}${SHARE_IMAGE.path}`
  return {
    title: page.title,
    tags: headTags(page, noindex, siteName, url, image),
    jsonLd: structuredData(page, url, image, content).map(serializeJsonLd),
  }
}
