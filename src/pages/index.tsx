import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DeferredFooter } from "../sections/footer/DeferredFooter"
import { deferred } from "../sections/deferred"
import { deferredSections } from "../sections/deferred-sections"
import { sectionLink } from "../content-model/pages"
import { PROMO_BANNER_ID } from "../features/promo/banner-id"
import { PageHead } from "../features/seo/PageHead"

type Data = Queries.HomePageQuery

/** The landing page's sections, in the static HTML; the hero's code comes once the page is idle, the others' near the viewport. */
const Sections = deferredSections<"home", Queries.HomeSectionsFragment>(
  "home",
  () => import("../sections/home/sections"),
  ["hero"],
)

/** The sticky promo banner: its code comes as the page mounts; all but its countdown works before (see its component). */
const DeferredPromoBanner = deferred<Data>(PROMO_BANNER_ID, "mount", () =>
  import("../features/promo/PromoBanner").then(module => module.promoBannerTo(sectionLink("home", "pricing"))),
)

/** Needed only after a few seconds or a click (its panel opens natively meanwhile): fetched once the page is idle. */
const DeferredContactWidget = deferred<Data>("contact-widget", "idle", () =>
  import("../features/contact-widget/ContactWidget").then(module => module.ContactWidget),
)

export default function HomePage({ data }: PageProps<Data>) {
  return (
    <>
      <DeferredPromoBanner data={data} />
      <main>
        <Sections data={data} />
      </main>
      <DeferredFooter data={data} />
      <DeferredContactWidget data={data} />
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
