/**
 * schema.org JSON-LD for search engines, built from the content files at
 * build time (page-head.ts); the page's Head only writes the serialised text.
 */
export type JsonLd = Record<string, unknown>

export interface CoursePlan {
  name: string
  /** In reais. */
  price: number
  checkoutUrl: string
  /** When a dated offer starts (ISO 8601 date-time with offset, as content writes it). */
  validFrom?: string
  /** When a dated offer ends (the instant, as content writes it). */
  validThrough?: string
  /** The last day the price holds ("2026-12-06"), for an offer that ends. */
  priceValidUntil?: string
}

export interface CourseInput {
  name: string
  description: string
  /** Canonical address of the page that sells the course. */
  url: string
  image: string
  siteName: string
  siteUrl: string
  /** Hours of content as written in content, e.g. "400+". */
  hours?: string | null
  plans: readonly CoursePlan[]
}

/** "400+" → "PT400H" (ISO 8601 duration); undefined when there is no number. */
export function courseWorkload(hours: string | null | undefined): string | undefined {
  const match = /\d+/.exec(hours ?? "")
  return match ? `PT${match[0]}H` : undefined
}

/** The course and one Offer per plan, priced in BRL. */
export function courseJsonLd(input: CourseInput): JsonLd {
  const provider = { "@type": "Organization", name: input.siteName, url: input.siteUrl }
  const offers = input.plans.map(plan => {
    return {
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
    }
  })
  const workload = courseWorkload(input.hours)
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    inLanguage: "pt-BR",
    provider,
    offers,
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(workload ? { courseWorkload: workload } : {}),
    },
  }
}

export interface FaqItem {
  question: string
  answer: string
}

export function faqJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(item => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  }
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so that copy
 * containing "</script>" cannot close the tag early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}

/** Canonical address of a path: no trailing slash except the root, which is "<siteUrl>/". */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, "")
  const path = `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`
  return path === "/" ? `${base}/` : `${base}${path}`
}
