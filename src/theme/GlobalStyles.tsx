import { Global, css } from "@emotion/react"
import { mq, reducedMotion, theme } from "./theme"

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    color-scheme: dark;
    background: ${theme.colors.background};
    -webkit-text-size-adjust: 100%;
    /* The desktop scrollbar's room from the first paint, so its arrival moves nothing (phones' overlay). */
    ${mq.md} {
      scrollbar-gutter: stable;
    }
  }
  ${reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }
  html:has(dialog[open]) body {
    overflow: hidden;
  }
  :is(h1, h2, h3, h4) {
    line-height: 1.15;
    margin: 0;
    letter-spacing: -0.02em;
    text-wrap: balance;
  }
  p {
    margin: 0;
  }
  :is(img, svg, video, iframe) {
    max-width: 100%;
    display: block;
  }
  a {
    color: ${theme.colors.accentText};
  }
  button {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.accentAlt};
    outline-offset: 3px;
    border-radius: 4px;
  }
  /* Anchored sections stop below the sticky promo banner (taller on phones). */
  [id] {
    scroll-margin-top: 112px;
    ${mq.lg} {
      scroll-margin-top: 80px;
    }
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`

export function GlobalStyles() {
  return <Global styles={globalStyles} />
}
