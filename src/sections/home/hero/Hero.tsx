import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteSettings } from "../../../content-model/useSiteSettings"
import { fillTemplate } from "../../../lib/fill-template"
import { sectionAnchor, sectionLink } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { ButtonLink } from "../../../ui/Button"
import { Container } from "../../../ui/layout"
import { Actions, Checklist } from "../../../ui/primitives"
import { Prose } from "../../../ui/Prose"
import { VideoFacade } from "../../../ui/VideoFacade"

/** @public */ export const fragment = graphql`
  fragment HomeHero on Query {
    heroCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "hero" } }) {
      ...SectionCopy
      ...SectionPoster
    }
    ...HomeLabels
  }
`

/** The first screen. The h1, the largest paint, is plain static HTML with no entrance animation: it shows before any script. */
export function Hero({ data }: { data: Queries.HomeHeroFragment }) {
  const { videoHost } = useSiteSettings()
  const copy = sectionCopy(data.heroCopy, "home/hero")
  const ui = required(data.uiJson, "ui.json")
  const poster = copy.poster?.childImageSharp
  return (
    <section css={shellStyle} id={sectionAnchor("home", "hero")} aria-labelledby="hero-title">
      <div css={glowStyle} aria-hidden="true" />
      <Container>
        <div css={topStyle}>
          {copy.badge && <p css={badgeStyle}>{copy.badge}</p>}
          <p css={starsStyle} role="img" aria-label={fillTemplate(ui.home.ratingLabel, { rating: ui.home.rating })}>
            {"★".repeat(ui.home.rating)}
          </p>
        </div>
        <h1 css={titleStyle} id="hero-title">
          {copy.title}
        </h1>
        {copy.subtitle && <p css={subtitleStyle}>{copy.subtitle}</p>}
        {copy.videoId && poster && (
          <div css={videoWrapStyle}>
            <VideoFacade
              videoId={copy.videoId}
              title={copy.videoTitle ?? copy.title}
              poster={poster.gatsbyImageData}
              playLabel={ui.video.playLabel}
              host={videoHost}
              unavailableTitle={ui.video.unavailableTitle}
              sizes="(min-width: 960px) 880px, calc(100vw - 32px)"
              eager
              inlineCopy={poster.inlinePlaceholder}
            />
          </div>
        )}
        <Actions css={{ marginTop: theme.space[6] }}>
          {copy.ctaLabel && <ButtonLink href={sectionLink("home", "pricing")}>{copy.ctaLabel}</ButtonLink>}
          {copy.secondaryCtaLabel && (
            <ButtonLink href={sectionLink("home", "methodology")} variant="secondary">
              {copy.secondaryCtaLabel}
            </ButtonLink>
          )}
        </Actions>
        {copy.bullets && <Checklist css={{ marginTop: theme.space[5] }} items={copy.bullets} inline />}
        <Prose css={introStyle} html={copy.html} />
      </Container>
    </section>
  )
}

const shellStyle = css({
  position: "relative",
  overflow: "hidden",
  padding: `${theme.space[7]} 0 ${theme.space[8]}`,
  textAlign: "center",
  [mq.md]: { padding: `${theme.space[8]} 0 ${theme.space[9]}` },
  "> div > *": { position: "relative" }, // above the glow
})

const glowStyle = css({
  position: "absolute",
  // A fixed offset from the top: a share of the hero's height would move the glow (a layout shift) as its text reflows.
  inset: "-200px -10% auto",
  height: 720,
  background: `radial-gradient(ellipse 50% 45% at 30% 20%, rgba(139, 92, 246, 0.28), transparent 70%),
    radial-gradient(ellipse 45% 40% at 75% 35%, rgba(34, 211, 238, 0.14), transparent 70%)`,
  pointerEvents: "none",
})

const topStyle = css({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space[3],
  alignItems: "center",
  justifyContent: "center",
})

const badgeStyle = css({
  padding: "0.35rem 0.9rem",
  borderRadius: theme.radii.pill,
  border: "1px solid rgba(139, 92, 246, 0.45)",
  background: "rgba(139, 92, 246, 0.14)",
  color: theme.colors.accentText,
  fontSize: theme.fontSizes.xs,
  fontWeight: 800,
  letterSpacing: "0.14em",
})

const starsStyle = css({
  color: theme.colors.warning,
  letterSpacing: "0.15em",
  fontSize: theme.fontSizes.lg,
  lineHeight: 1,
})

const titleStyle = css({
  maxWidth: 940,
  margin: `${theme.space[5]} auto ${theme.space[4]}`,
  fontSize: theme.fontSizes["3xl"],
  fontWeight: 850,
  letterSpacing: "-0.03em",
})

const subtitleStyle = css({
  maxWidth: 680,
  margin: "0 auto",
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
})

const videoWrapStyle = css({
  maxWidth: 880,
  margin: `${theme.space[6]} auto 0`,
  borderRadius: theme.radii.lg,
  boxShadow: "0 30px 90px -30px rgba(139, 92, 246, 0.55)",
})

const introStyle = css({ maxWidth: 720, margin: `${theme.space[7]} auto 0`, fontSize: theme.fontSizes.md })
