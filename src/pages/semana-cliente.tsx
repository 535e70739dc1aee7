import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DeferredFooter } from "../sections/footer/DeferredFooter"
import { deferred } from "../sections/deferred"
import { deferredSections } from "../sections/deferred-sections"
import { DeferredCustomerWeek } from "../features/customer-week/DeferredCustomerWeek"
import { useOfferLinks } from "../features/customer-week/offer-links"
import { PageHead } from "../features/seo/PageHead"
import { WEEK_BANNER_ID } from "../sections/customer-week/banner/banner-id"

type Data = Queries.SemanaClientePageQuery

/** /semana-cliente's sections, in the static HTML; the hero's code comes once the page is idle, the others' near the viewport. */
const Sections = deferredSections<"semana-cliente", Queries.SemanaClienteSectionsFragment>(
  "semana-cliente",
  () => import("../sections/customer-week/sections"),
  ["hero"],
)

/** The top banner: its code comes as the page mounts; its links are links, its countdown starts then. */
const DeferredBanner = deferred<Data>(WEEK_BANNER_ID, "mount", () =>
  import("../sections/customer-week/banner/Banner").then(m => m.Banner),
)

export default function SemanaClientePage({ data }: PageProps<Data>) {
  useOfferLinks()
  return (
    <>
      {data.renewalOfferJson && <DeferredCustomerWeek dates={data.renewalOfferJson} />}
      <DeferredBanner data={data} />
      <main>
        <Sections data={data} />
      </main>
      <DeferredFooter data={data} />
    </>
  )
}

/** Its title, description and JSON-LD say what held when the page was built (plugins/page-head/page-head.ts). */
export function Head({ data }: HeadProps<Data>) {
  return <PageHead head={data.pageHead} />
}

export const query = graphql`
  query SemanaClientePage {
    renewalOfferJson {
      ...CustomerWeekDates
    }
    pageHead(page: "semana-cliente") {
      ...PageHeadTags
    }
    ...SiteFooter
    ...SemanaClienteBanner
    ...SemanaClienteSections
  }
`
