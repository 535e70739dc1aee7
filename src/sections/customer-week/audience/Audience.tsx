import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { WeekText } from "../../../features/customer-week/WeekText"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { InfoCards } from "../InfoCards"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteAudience on Query {
    audienceCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "audience" } }) {
      ...SectionCopy
      ...OutsideWeekCopy
    }
    renewalJson {
      audiences {
        title
        description
        icon
      }
    }
  }
`

export function Audience({ data }: { data: Queries.SemanaClienteAudienceFragment }) {
  const copy = sectionCopy(data.audienceCopy, "semana-cliente/audience")
  const { audiences } = required(data.renewalJson, "renewal.json")
  return (
    <Section
      id={sectionAnchor("semana-cliente", "audience")}
      copy={{ ...copy, title: <WeekText during={copy.title} outside={copy.outsideWeekTitle} /> }}
    >
      <InfoCards cards={audiences} />
    </Section>
  )
}
