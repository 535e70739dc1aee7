import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DeferredFooter } from "../sections/footer/DeferredFooter"
import { deferredSections } from "../sections/deferred-sections"
import { ObrigadoMain } from "../sections/thank-you/Layout"
import { PageHead } from "../features/seo/PageHead"
import { deferredComponent } from "../ui/deferred-component"

type Data = Queries.ObrigadoPageQuery

/** The purchase the address carries, reported after mount. */
const DeferredPurchaseReport = deferredComponent<{ payable: readonly number[] }>("purchase", () =>
  import("../features/measurement/PurchaseReport").then(module => module.PurchaseReport),
)

/**
 * /obrigado, the buyers' thank-you page (noindex): its sections' code comes once the page is idle;
 * the purchase the checkout's redirect carries is reported after mount (src/features/measurement/PurchaseReport.tsx).
 */
const Sections = deferredSections<"obrigado", Queries.ObrigadoSectionsFragment>(
  "obrigado",
  () => import("../sections/thank-you/sections"),
  ["main", "support"],
)

export default function ObrigadoPage({ data }: PageProps<Data>) {
  return (
    <>
      <ObrigadoMain>
        <Sections data={data} />
      </ObrigadoMain>
      <DeferredFooter data={data} />
      <DeferredPurchaseReport payable={data.offerJson?.payableAmounts ?? []} />
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
    offerJson {
      payableAmounts
    }
    ...SiteFooter
    ...ObrigadoSections
  }
`
