import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Main } from "../sections/not-found/main/Main"
import { Footer } from "../sections/footer/Footer"
import { PageHead } from "../features/seo/PageHead"

type Data = Queries.NotFoundPageQuery

/** Any address that does not exist: in Portuguese, with the way back home. */
export default function NotFoundPage({ data }: PageProps<Data>) {
  return (
    <>
      <Main data={data} />
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
