import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LateFooter } from "../sections/footer/LateFooter"
import { sectionsAfterLoad } from "../sections/lazy"
import { ObrigadoMain } from "../sections/thank-you/Layout"
import { PageSections, type PageSectionComponents } from "../sections/PageSections"
import { PageSeo } from "../features/seo"

type Data = Queries.ObrigadoPageQuery

/**
 * Nothing on this page needs its own code (its buttons are links, the cookie
 * button has a document listener): in the static HTML, their code comes once
 * the page is idle (see sections/lazy).
 */
const whenIdle = sectionsAfterLoad<"obrigado", Data>("obrigado")

/** /obrigado, the buyers' thank-you page (noindex): in src/sections/page-sections.ts order. */
const SECTIONS: PageSectionComponents<"obrigado", Data> = {
  main: whenIdle("main", () => import("../sections/thank-you/main/Main").then(m => m.Main)),
  support: whenIdle("support", () => import("../sections/thank-you/support/Support").then(m => m.Support)),
}

export default function ObrigadoPage({ data }: PageProps<Data>) {
  return (
    <>
      <ObrigadoMain>
        <PageSections page="obrigado" data={data} sections={SECTIONS} />
      </ObrigadoMain>
      <LateFooter data={data} />
    </>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageSeo pages={data.pagesJson?.pages} id="obrigado" pathname={location.pathname} noindex />
}

export const query = graphql`
  query ObrigadoPage {
    ...PageSeoEntries
    ...SiteFooter
    ...ObrigadoMain
    ...ObrigadoSupport
  }
`
