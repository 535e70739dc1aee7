import { graphql } from "gatsby"

/** @public A page's head as the build computed it (plugins/page-head), queried as `pageHead(page: "<id>")`. */
export const fragment = graphql`
  fragment PageHeadTags on PageHead {
    title
    tags {
      name
      property
      content
      rel
      href
    }
    jsonLd
  }
`

/** Every page's Head tags. Gatsby runs Head in the browser too: deciding here would ship in every page's code. */
export function PageHead({ head }: { head: Queries.PageHeadTagsFragment }) {
  return (
    <>
      <html lang="pt-BR" />
      <title>{head.title}</title>
      {head.tags.map((tag, index) =>
        tag.rel ? (
          <link key={index} rel={tag.rel} href={tag.href ?? undefined} />
        ) : (
          <meta
            key={index}
            name={tag.name ?? undefined}
            property={tag.property ?? undefined}
            content={tag.content ?? undefined}
          />
        ),
      )}
      {head.jsonLd.map((text, index) => (
        // Serialised at build with "<" escaped, so content cannot close the tag early (plugins/page-head/page-head.ts).
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
      ))}
    </>
  )
}
