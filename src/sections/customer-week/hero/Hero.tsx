import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteSettings } from "../../../content-model/useSiteSettings"
import { sectionAnchor, sectionLink } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { WeekText } from "../../../features/customer-week/WeekText"
import { required, sectionCopy } from "../../../content-model/copy"
import { ButtonLink } from "../../../ui/Button"
import { Container } from "../../../ui/layout"
import { GradientText, Pill } from "../../../ui/primitives"
import { Prose } from "../../../ui/Prose"
import { VideoFacade } from "../../../ui/VideoFacade"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteHero on Query {
    heroCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "hero" } }) {
      ...SectionCopy
      ...SectionPoster
      ...OutsideWeekCopy
    }
    uiJson {
      video {
        playLabel
      }
    }
  }
`

export function Hero({ data }: { data: Queries.SemanaClienteHeroFragment }) {
  const { videoHost } = useSiteSettings()
  const copy = sectionCopy(data.heroCopy, "semana-cliente/hero")
  const { playLabel } = required(data.uiJson, "ui.json").video
  const poster = copy.poster?.childImageSharp
  return (
    <section css={shellStyle} id={sectionAnchor("semana-cliente", "hero")} aria-labelledby="hero-title">
      <Container>
        <div css={layoutStyle}>
          <div css={introStyle}>
            {copy.eyebrow && (
              <Pill as="p" css={badgeStyle}>
                <WeekText during={copy.eyebrow} outside={copy.outsideWeekEyebrow} />
              </Pill>
            )}
            <h1 id="hero-title">{copy.title}</h1>
            {copy.subtitle && (
              <p css={{ fontSize: theme.fontSizes.lg, fontWeight: 600 }}>
                <GradientText>
                  <WeekText during={copy.subtitle} outside={copy.outsideWeekSubtitle} />
                </GradientText>
              </p>
            )}
          </div>
          {copy.videoId && poster && (
            <div css={videoStyle}>
              <VideoFacade
                videoId={copy.videoId}
                title={copy.videoTitle ?? copy.title}
                poster={poster.gatsbyImageData}
                playLabel={playLabel}
                host={videoHost}
                sizes="(min-width: 1024px) 560px, calc(100vw - 32px)"
                eager
                inlineCopy={poster.inlinePlaceholder}
              />
            </div>
          )}
          <div css={bodyStyle}>
            <Prose html={copy.html} />
            {copy.ctaLabel && (
              <ButtonLink href={sectionLink("semana-cliente", "pricing")}>
                <WeekText during={copy.ctaLabel} outside={copy.outsideWeekCtaLabel} />
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  )
}

const shellStyle = css({
  position: "relative",
  overflow: "hidden",
  padding: `${theme.space[7]} 0 ${theme.space[8]}`,
  background:
    "radial-gradient(60% 50% at 15% 0%, rgba(139, 92, 246, 0.25), transparent 70%), radial-gradient(50% 50% at 95% 30%, rgba(34, 211, 238, 0.12), transparent 70%)",
  [mq.lg]: { padding: `${theme.space[9]} 0` },
})

// One DOM order for both layouts: on phones the video sits between the headline and the copy; from lg on the right.
const layoutStyle = css({
  display: "grid",
  gap: theme.space[5],
  gridTemplateAreas: '"intro" "video" "body"',
  textAlign: "center",
  [mq.lg]: {
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.05fr)",
    gridTemplateAreas: '"intro video" "body video"',
    gridTemplateRows: "auto 1fr",
    columnGap: theme.space[8],
    rowGap: theme.space[5],
    alignItems: "center",
    textAlign: "left",
  },
})

const introStyle = css({
  gridArea: "intro",
  display: "grid",
  gap: theme.space[4],
  justifyItems: "center",
  h1: { fontSize: theme.fontSizes["3xl"], fontWeight: 800 },
  [mq.lg]: { justifyItems: "start", alignSelf: "end" },
})

// A block, not the pill's flex row: the centred pill does not grow while its words (by the week's state) arrive.
const badgeStyle = css({
  display: "block",
  padding: "0.35rem 0.9rem",
  fontWeight: 800,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
})

const videoStyle = css({
  gridArea: "video",
  boxShadow: "0 30px 80px -30px rgba(139, 92, 246, 0.55)",
  borderRadius: theme.radii.lg,
  // Top-aligned, not centred on the text beside it: when the text re-wraps, the video stays put.
  [mq.lg]: { alignSelf: "start", marginTop: theme.space[7] },
})

const bodyStyle = css({
  gridArea: "body",
  display: "grid",
  gap: theme.space[5],
  justifyItems: "center",
  [mq.lg]: { justifyItems: "start", alignSelf: "start" },
})
