import { useSiteSettings } from "../../content/useSiteSettings"
import { canonicalUrl, courseJsonLd, type CoursePlan } from "./structured-data"
import { JsonLd } from "./JsonLd"
import { shareImageUrl } from "./Seo"

interface CourseJsonLdProps {
  /** The page's SEO entry in content/data/pages.json. */
  page: { description: string } | null
  plans: readonly CoursePlan[]
  offer: { courseHours?: string | null } | null
  pathname?: string
}

/** The course and its plans (BRL prices from content/data/plans.json) as schema.org Course. */
export function CourseJsonLd({ page, plans, offer, pathname = "/" }: CourseJsonLdProps) {
  const { siteUrl, siteName } = useSiteSettings()
  const data = courseJsonLd({
    name: siteName,
    description: page?.description ?? "",
    url: canonicalUrl(siteUrl, pathname),
    image: shareImageUrl(siteUrl),
    siteName,
    siteUrl: canonicalUrl(siteUrl, "/"),
    hours: offer?.courseHours,
    plans,
  })
  return <JsonLd data={data} />
}
