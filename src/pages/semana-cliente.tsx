import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LateFooter } from "../sections/footer/LateFooter"
import { WEEK_SECTIONS } from "../sections/customer-week/sections"
import { asPageMounts } from "../sections/lazy"
import { lazySections } from "../sections/page-registry"
import { PageSections } from "../sections/PageSections"
import { LateCustomerWeek } from "../features/customer-week"
import { PageHead } from "../features/seo"
import { WEEK_BANNER_ID } from "../sections/customer-week/banner/banner-id"

type Data = Queries.SemanaClientePageQuery

/** /semana-cliente's sections (src/sections/customer-week/sections.ts), in the static HTML, each with its code coming late. */
const SECTIONS = lazySections("semana-cliente", WEEK_SECTIONS, () => import("../sections/customer-week/section-code"))

/** The top banner: its code comes as the page mounts; its links are links, its countdown starts then. */
const LateBanner = asPageMounts<Data>(WEEK_BANNER_ID, () =>
  import("../sections/customer-week/banner/Banner").then(m => m.Banner),
)

export default function SemanaClientePage({ data }: PageProps<Data>) {
  return (
    <>
      {data.renewalOfferJson && <LateCustomerWeek dates={data.renewalOfferJson} />}
      <LateBanner data={data} />
      <main>
        <PageSections page="semana-cliente" data={data} sections={SECTIONS} />
      </main>
      <LateFooter data={data} />
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
