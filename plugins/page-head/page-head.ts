// Each page's head, computed at build: Gatsby runs a page's Head in the browser too, so whatever Head computed would
// ship in the first-load code; src/features/seo/PageHead.tsx only writes what this returns.
import { calendarDate } from "../../src/lib/date-time"
import { renewalQuestions } from "../../src/sections/customer-week/faq/questions"
import { theme } from "../../src/theme/theme"

const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630, type: "image/png" }

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

interface CoursePlan {
  name: string
  price: number
  checkoutUrl: string
  validFrom?: string
  validThrough?: string
  priceValidUntil?: string
}

export interface HeadContent {
  site: { siteMetadata: { siteUrl: string; siteName: string; renewalCheckout: string; renewalCheckoutFull: string } }
  pagesJson: { pages: readonly PageEntry[] } | null
  plansJson: { plans: readonly CoursePlan[] } | null
  offerJson: { courseHours?: string | null } | null
  renewalOfferJson: {
    planName: string
    offerPrice: number
    fullPrice: number
    startsAt?: string | null
    endsAt: string
    openAtBuild: boolean
    endedAtBuild: boolean
  } | null
  faqJson: {
    questions: ReadonlyArray<{ page: string; question: string; answer: string; weekOnly?: string | null }>
  } | null
}

// Through GraphQL, so every figure reads as on the pages.
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
    // X reads the title, description and image from og: when its own tags are absent (its cards' markup
    // reference); the image's alt text has no og: fallback there.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: page.title },
  ]
}

/** No trailing slash except the root's, "<siteUrl>/". */
function canonicalUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, "")
  const path = `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`
  return path === "/" ? `${base}/` : `${base}${path}`
}

type JsonLd = Record<string, unknown>

function courseJsonLd(
  page: PageEntry,
  url: string,
  image: string,
  site: HeadContent["site"],
  plans: readonly CoursePlan[],
  hours?: string | null,
): JsonLd {
  const { siteName, siteUrl } = site.siteMetadata
  const workload = /\d+/.exec(hours ?? "")?.[0]
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: siteName,
    description: page.description,
    url,
    image,
    inLanguage: "pt-BR",
    provider: { "@type": "Organization", name: siteName, url: canonicalUrl(siteUrl, "/") },
    offers: plans.map(plan => ({
      "@type": "Offer",
      name: plan.name,
      category: "Subscription",
      price: plan.price,
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
      url: plan.checkoutUrl,
      ...(plan.validFrom ? { validFrom: plan.validFrom } : {}),
      ...(plan.validThrough ? { validThrough: plan.validThrough } : {}),
      ...(plan.priceValidUntil ? { priceValidUntil: plan.priceValidUntil } : {}),
    })),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(workload ? { courseWorkload: `PT${workload}H` } : {}),
    },
  }
}

/** What holds when the page is built (scripts/offers.mjs rebuilds at each start and end of the week). */
function weekJsonLd(page: PageEntry, url: string, image: string, content: HeadContent): JsonLd[] {
  const { renewalCheckout, renewalCheckoutFull } = content.site.siteMetadata
  const offer = content.renewalOfferJson
  const data: JsonLd[] = []
  if (offer) {
    const full = { name: offer.planName, price: offer.fullPrice, checkoutUrl: renewalCheckoutFull }
    const week = {
      name: offer.planName,
      price: offer.offerPrice,
      checkoutUrl: renewalCheckout,
      ...(offer.startsAt ? { validFrom: offer.startsAt } : {}),
      validThrough: offer.endsAt,
      priceValidUntil: calendarDate(offer.endsAt),
    }
    data.push(courseJsonLd(page, url, image, content.site, offer.endedAtBuild ? [full] : [full, week]))
  }
  const state = offer?.openAtBuild === true ? "open" : "closed"
  const faq = renewalQuestions(content.faqJson).filter(question => !question.weekOnly || question.weekOnly === state)
  if (faq.length > 0) {
    data.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faq.map(item => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    })
  }
  return data
}

/** "<" escaped, so copy containing "</script>" cannot close the tag early. */
const serializeJsonLd = (data: JsonLd) =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

export function pageHead(id: string, noindex: boolean, content: HeadContent): PageHead {
  const entry = content.pagesJson?.pages.find(candidate => candidate.id === id)
  if (!entry) throw new Error(`content/data/pages.json has no entry "${id}"`)
  // Built outside the week, /semana-cliente's title and description no longer promise the offer.
  const outside = id === "semana-cliente" && content.renewalOfferJson?.openAtBuild !== true
  const page = outside
    ? {
        ...entry,
        title: entry.outsideWeekTitle ?? entry.title,
        description: entry.outsideWeekDescription ?? entry.description,
      }
    : entry
  const { siteUrl, siteName } = content.site.siteMetadata
  const url = canonicalUrl(siteUrl, page.path)
  const image = `${siteUrl.replace(/\/+$/, "")}${SHARE_IMAGE.path}`
  const jsonLd =
    id === "home"
      ? [courseJsonLd(page, url, image, content.site, content.plansJson?.plans ?? [], content.offerJson?.courseHours)]
      : id === "semana-cliente"
        ? weekJsonLd(page, url, image, content)
        : []
  return { title: page.title, tags: headTags(page, noindex, siteName, url, image), jsonLd: jsonLd.map(serializeJsonLd) }
}
