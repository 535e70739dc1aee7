import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Footer } from "../components/footer/Footer"
import { ObrigadoMain } from "../components/obrigado/Layout"
import { Main } from "../components/obrigado/main/Main"
import { Support } from "../components/obrigado/support/Support"
import { PageSections, type PageSectionComponents } from "../components/sections/PageSections"
import { PageSeo } from "../components/seo/PageSeo"

type Data = Queries.ObrigadoPageQuery

/** /obrigado, the buyers' thank-you page (noindex): in src/lib/page-sections.ts order. */
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
