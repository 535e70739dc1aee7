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
    uiJson {
      home {
        rating
        ratingLabel
      }
      video {
        playLabel
        unavailableTitle
      }
    }
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

const shellStyle = css`
  position: relative;
  overflow: hidden;
  padding: ${theme.space[7]} 0 ${theme.space[8]};
  text-align: center;
  ${mq.md} {
    padding: ${theme.space[8]} 0 ${theme.space[9]};
  }
  /* Above the glow. */
  > div > * {
    position: relative;
  }
`

const glowStyle = css`
  position: absolute;
  /* A fixed offset from the top: a share of the hero's height would move the glow (a layout shift) as its text reflows. */
  inset: -200px -10% auto;
  height: 720px;
  background:
    radial-gradient(ellipse 50% 45% at 30% 20%, rgba(139, 92, 246, 0.28), transparent 70%),
    radial-gradient(ellipse 45% 40% at 75% 35%, rgba(34, 211, 238, 0.14), transparent 70%);
  pointer-events: none;
`

const topStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
  justify-content: center;
`

const badgeStyle = css`
  padding: 0.35rem 0.9rem;
  border-radius: ${theme.radii.pill};
  border: 1px solid rgba(139, 92, 246, 0.45);
  background: rgba(139, 92, 246, 0.14);
  color: ${theme.colors.accentText};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.14em;
`

const starsStyle = css`
  color: ${theme.colors.warning};
  letter-spacing: 0.15em;
  font-size: ${theme.fontSizes.lg};
  line-height: 1;
`

const titleStyle = css`
  max-width: 940px;
  margin: ${theme.space[5]} auto ${theme.space[4]};
  font-size: ${theme.fontSizes["3xl"]};
  font-weight: 850;
  letter-spacing: -0.03em;
`

const subtitleStyle = css`
  max-width: 680px;
  margin: 0 auto;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`

const videoWrapStyle = css`
  max-width: 880px;
  margin: ${theme.space[6]} auto 0;
  border-radius: ${theme.radii.lg};
  box-shadow: 0 30px 90px -30px rgba(139, 92, 246, 0.55);
`

const introStyle = css`
  max-width: 720px;
  margin: ${theme.space[7]} auto 0;
  font-size: ${theme.fontSizes.md};
`
