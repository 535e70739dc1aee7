import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageSeo } from "../components/seo/PageSeo"
import { ButtonLink } from "../components/ui/Button"
import { Container } from "../components/ui/layout"
import { Prose } from "../components/ui/Prose"
import { indexBySection, sectionCopy } from "../lib/copy"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const main = sectionCopy(indexBySection(data.copy.nodes, "404")("main"))
  return (
    <main>
      <Container css={{ padding: "6rem 1rem", textAlign: "center", display: "grid", gap: "1.5rem", justifyItems: "center" }}>
        <h1>{main.title}</h1>
        <Prose html={main.html} />
        <ButtonLink href="/">{main.ctaLabel}</ButtonLink>
      </Container>
    </main>
  )
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return <PageSeo page={data.page} pathname="/404" noindex />
}

export const query = graphql`
  query NotFoundPage {
    page: pagesJson(jsonId: { eq: "404" }) {
      title
      description
    }
    copy: allMdx(filter: { frontmatter: { page: { eq: "404" } } }) {
      nodes {
        ...SectionCopy
      }
    }
  }
`
