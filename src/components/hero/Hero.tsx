import styled from "@emotion/styled"
import { getImage } from "gatsby-plugin-image"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { ButtonLink } from "../ui/Button"
import { Container } from "../ui/layout"
import { Prose } from "../ui/Prose"
import { VideoFacade } from "../ui/VideoFacade"
import type { HomeCopy, UiStrings } from "../home-types"

export function Hero({ copy, ui }: { copy: HomeCopy; ui: UiStrings }) {
  const { videoHost } = useSiteSettings()
  const poster = getImage(copy.poster?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <HeroShell aria-labelledby="hero-title">
      <Container>
        {copy.badge && <p>{copy.badge}</p>}
        <p aria-label="5 de 5 estrelas">★★★★★</p>
        <h1 id="hero-title">{copy.title}</h1>
        {copy.subtitle && <p>{copy.subtitle}</p>}
        <Prose html={copy.html} />
        {copy.videoId && poster && (
          <VideoFacade videoId={copy.videoId} title={copy.videoTitle ?? copy.title} poster={poster} playLabel={ui.video.playLabel} host={videoHost} eager />
        )}
        <Actions>
          {copy.ctaLabel && <ButtonLink href="#pricing">{copy.ctaLabel}</ButtonLink>}
          {copy.secondaryCtaLabel && (
            <ButtonLink href="#methodology" variant="secondary">
              {copy.secondaryCtaLabel}
            </ButtonLink>
          )}
        </Actions>
        {copy.bullets && (
          <ul>
            {copy.bullets.map(bullet => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        )}
      </Container>
    </HeroShell>
  )
}

const HeroShell = styled.section`
  padding: ${({ theme }) => theme.space[8]} 0;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
    margin: ${({ theme }) => theme.space[4]} 0;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: center;
  margin: ${({ theme }) => theme.space[5]} 0;
`
