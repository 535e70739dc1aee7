import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LateFooter } from "../sections/footer/LateFooter"
import { lazySections } from "../sections/page-registry"
import { PageSections } from "../sections/PageSections"
import { THANK_YOU_SECTIONS } from "../sections/thank-you/sections"
import { ObrigadoMain } from "../sections/thank-you/Layout"
import { PageHead } from "../features/seo"
import { DeferredPurchaseReport } from "../features/measurement"

type Data = Queries.ObrigadoPageQuery

/**
 * /obrigado, the buyers' thank-you page (noindex): its sections (src/sections/thank-you/sections.ts), code coming late;
 * the purchase the checkout's redirect carries is reported after mount (src/features/measurement/PurchaseReport.tsx).
 */
const SECTIONS = lazySections("obrigado", THANK_YOU_SECTIONS, () => import("../sections/thank-you/section-code"))

export default function ObrigadoPage({ data }: PageProps<Data>) {
  return (
    <>
      <ObrigadoMain>
        <PageSections page="obrigado" data={data} sections={SECTIONS} />
      </ObrigadoMain>
      <LateFooter data={data} />
      <DeferredPurchaseReport />
    </>
  )
}

export function Head({ data }: HeadProps<Data>) {
  return <PageHead head={data.pageHead} />
}

export const query = graphql`
  query ObrigadoPage {
    pageHead(page: "obrigado", noindex: true) {
      ...PageHeadTags
    }
    ...SiteFooter
    ...ObrigadoSections
  }
`
