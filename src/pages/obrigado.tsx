import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Footer } from "../sections/footer/Footer"
import { ObrigadoMain } from "../sections/thank-you/Layout"
import { Main } from "../sections/thank-you/main/Main"
import { Support } from "../sections/thank-you/support/Support"
import { PageSections, type PageSectionComponents } from "../sections/PageSections"
import { PageSeo } from "../features/seo"

type Data = Queries.ObrigadoPageQuery

/** /obrigado, the buyers' thank-you page (noindex): in src/sections/page-sections.ts order. */
const SECTIONS: PageSectionComponents<"obrigado", Data> = { main: Main, support: Support }

export default function ObrigadoPage({ data }: PageProps<Data>) {
  return (
    <>
      <ObrigadoMain>
        <PageSections page="obrigado" data={data} sections={SECTIONS} />
      </ObrigadoMain>
      <Footer data={data} />
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
