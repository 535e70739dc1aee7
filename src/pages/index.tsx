import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LateFooter } from "../sections/footer/LateFooter"
import { HOME_SECTIONS } from "../sections/home/sections"
import { afterLoad, asPageMounts } from "../sections/lazy"
import { lazySections } from "../sections/page-registry"
import { sectionLink } from "../sections/page-sections"
import { PageSections } from "../sections/PageSections"
import { loadContactWidget } from "../features/contact-widget"
import { loadPromoBanner, PROMO_BANNER_ID } from "../features/promo"
import { PageHead } from "../features/seo"

type Data = Queries.HomePageQuery

/** The landing page's sections (src/sections/home/sections.ts), in the static HTML, each with its code coming late. */
const SECTIONS = lazySections("home", HOME_SECTIONS, () => import("../sections/home/section-code"))

/** The sticky promo banner: its code comes as the page mounts; all but its countdown works before (see its component). */
const LatePromoBanner = asPageMounts<Data>(PROMO_BANNER_ID, () => loadPromoBanner(sectionLink("home", "pricing")))

/** Needed only after a few seconds or a click (its panel opens natively meanwhile): fetched once the page is idle. */
const LateContactWidget = afterLoad<Data>("contact-widget", loadContactWidget)

export default function HomePage({ data }: PageProps<Data>) {
  return (
    <>
      <LatePromoBanner data={data} />
      <main>
        <PageSections page="home" data={data} sections={SECTIONS} />
      </main>
      <LateFooter data={data} />
      <LateContactWidget data={data} />
    </>
  )
}

export function Head({ data }: HeadProps<Data>) {
  return <PageHead head={data.pageHead} />
}

export const query = graphql`
  query HomePage {
    pageHead(page: "home") {
      ...PageHeadTags
    }
    ...SiteFooter
    ...PromoBanner
    ...HomeSections
    ...ContactWidget
  }
`
