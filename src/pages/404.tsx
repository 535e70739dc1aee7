import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Main } from "../sections/not-found/main/Main"
import { Footer } from "../sections/footer/Footer"
import { PageSections, type PageSectionComponents } from "../sections/PageSections"
import { PageHead } from "../features/seo"

type Data = Queries.NotFoundPageQuery

const SECTIONS: PageSectionComponents<"404", Data> = { main: Main }

/** Any address that does not exist: in Portuguese, with the way back home. */
export default function NotFoundPage({ data }: PageProps<Data>) {
  return (
    <>
      <PageSections page="404" data={data} sections={SECTIONS} />
      <Footer data={data} />
    </>
  )
}

export function Head({ data }: HeadProps<Data>) {
  return <PageHead head={data.pageHead} />
}

export const query = graphql`
  query NotFoundPage {
    pageHead(page: "404", noindex: true) {
      ...PageHeadTags
    }
    ...NotFoundMain
    ...SiteFooter
  }
`
