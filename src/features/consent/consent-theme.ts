import { theme } from "../../theme/theme"

const { colors } = theme

/**
 * The banner in the site's dark theme (the library's documented variables and classes; `html #cc-main` outranks its
 * rules). Accept and reject stay side by side, equal, even on a 375 px phone (the library stacks them below 640 px).
 */
export const CONSENT_THEME_CSS = `
  html #cc-main {
    --cc-font-family: ${theme.fonts.body};
    --cc-modal-border-radius: ${theme.radii.md}; --cc-btn-border-radius: ${theme.radii.sm};
    --cc-modal-margin: ${theme.space[3]};
    --cc-bg: ${colors.surfaceRaised}; --cc-primary-color: ${colors.text}; --cc-secondary-color: ${colors.textMuted};
    --cc-link-color: ${colors.accentText};
    /* White on this violet reads at 5.7:1; both choices share it (equal weight). */
    --cc-btn-primary-bg: #6d3fe0; --cc-btn-primary-color: #ffffff; --cc-btn-primary-border-color: #6d3fe0;
    --cc-btn-primary-hover-bg: #5b2fcc; --cc-btn-primary-hover-color: #ffffff;
    --cc-btn-primary-hover-border-color: #5b2fcc;
    --cc-btn-secondary-bg: transparent; --cc-btn-secondary-color: ${colors.text};
    --cc-btn-secondary-border-color: ${colors.borderStrong};
    --cc-btn-secondary-hover-bg: rgba(255, 255, 255, 0.08); --cc-btn-secondary-hover-color: ${colors.text};
    --cc-btn-secondary-hover-border-color: ${colors.borderStrong};
    --cc-separator-border-color: ${colors.border};
    --cc-toggle-on-bg: #6d3fe0; --cc-toggle-off-bg: #5a5a72;
    --cc-toggle-on-knob-bg: #ffffff; --cc-toggle-off-knob-bg: #ffffff;
    --cc-toggle-enabled-icon-color: ${colors.surfaceRaised}; --cc-toggle-disabled-icon-color: ${colors.surfaceRaised};
    --cc-toggle-readonly-bg: #3a3a52; --cc-toggle-readonly-knob-bg: ${colors.textMuted};
    --cc-toggle-readonly-knob-icon-color: #3a3a52;
    --cc-section-category-border: ${colors.border};
    --cc-cookie-category-block-bg: ${colors.surface}; --cc-cookie-category-block-border: ${colors.border};
    --cc-cookie-category-block-hover-bg: #1c1c2c; --cc-cookie-category-block-hover-border: ${colors.borderStrong};
    --cc-cookie-category-expanded-block-bg: transparent; --cc-cookie-category-expanded-block-hover-bg: #1c1c2c;
    --cc-overlay-bg: rgba(4, 4, 10, 0.72); --cc-webkit-scrollbar-bg: ${colors.border};
    --cc-footer-bg: ${colors.surface}; --cc-footer-color: ${colors.textMuted};
    --cc-footer-border-color: ${colors.border};
    color-scheme: dark;
  }
  html #cc-main .cm--bar {
    border-top: 1px solid ${colors.borderStrong};
    box-shadow: 0 -12px 32px -12px rgba(0, 0, 0, 0.7);
  }
  html #cc-main .cm__title { font-size: ${theme.fontSizes.sm}; }
  html #cc-main .cm__desc { font-size: ${theme.fontSizes.xs}; line-height: 1.5; }
  html #cc-main .cm__btn,
  html #cc-main .pm__btn {
    min-height: 44px;
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    white-space: nowrap;
  }
  html #cc-main .cm--bar.cm--inline .cm__btns { min-width: 22rem; }
  html #cc-main .cm--bar .cm__btn { padding-left: ${theme.space[4]}; padding-right: ${theme.space[4]}; }
  html #cc-main .cc__link,
  html #cc-main a { text-decoration: underline; text-underline-offset: 2px; }
  /* A clear focus ring on the dark surface, for every control of the banner and the preferences. */
  html #cc-main button:focus-visible,
  html #cc-main a:focus-visible,
  html #cc-main input:focus-visible + .toggle__icon,
  html #cc-main .cm:focus-visible,
  html #cc-main .pm:focus-visible {
    outline: 3px solid ${colors.accentAlt};
    outline-offset: 2px;
  }
  @media screen and (max-width: 640px) {
    html #cc-main .cm__btns {
      padding-top: ${theme.space[3]} !important;
      padding-bottom: ${theme.space[3]} !important;
    }
    html #cc-main .cm__btn-group:first-of-type {
      display: grid !important;
      grid-template-columns: 1fr 1fr;
      gap: ${theme.space[2]};
    }
    html #cc-main .cm__btn-group:first-of-type .cm__btn {
      margin: 0 !important;
      padding-left: ${theme.space[2]};
      padding-right: ${theme.space[2]};
    }
  }
`
