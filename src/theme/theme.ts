/** Design tokens: one place for colours, type scale, spacing and breakpoints. */
export const theme = {
  colors: {
    background: "#07070c",
    surface: "#10101a",
    surfaceRaised: "#161624",
    border: "rgba(255, 255, 255, 0.09)",
    borderStrong: "rgba(255, 255, 255, 0.18)",
    text: "#f4f4f8",
    textMuted: "#b4b4c6",
    textFaint: "#8a8aa0",
    accent: "#8b5cf6",
    accentAlt: "#22d3ee",
    accentText: "#c4b5fd",
    success: "#34d399",
    danger: "#f87171",
    warning: "#fbbf24",
    gradient: "linear-gradient(135deg, #8b5cf6 0%, #6366f1 45%, #22d3ee 100%)",
    gradientSoft: "linear-gradient(135deg, rgba(139, 92, 246, 0.18), rgba(34, 211, 238, 0.12))",
  },
  fonts: {
    // The phone's own UI font: drawn at the first paint with no download and no swap (docs/performance.md).
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "1.5rem",
    "2xl": "clamp(1.75rem, 1.2rem + 2.2vw, 2.5rem)",
    "3xl": "clamp(2.1rem, 1.3rem + 3.4vw, 3.5rem)",
  },
  /** Spacing steps: theme.space[4] is 1rem. */
  space: ["0", "0.25rem", "0.5rem", "0.75rem", "1rem", "1.5rem", "2rem", "3rem", "4rem", "6rem"],
  radii: { sm: "8px", md: "14px", lg: "20px", pill: "999px" },
  shadows: {
    card: "0 1px 0 rgba(255,255,255,0.04) inset, 0 20px 40px -24px rgba(0,0,0,0.8)",
    glow: "0 10px 40px -10px rgba(139, 92, 246, 0.55)",
  },
  maxWidth: "1200px",
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  zIndex: { banner: 40, widget: 50 },
} as const

/** `${mq.md} { ... }`: from the md breakpoint up. */
export const mq = Object.fromEntries(
  Object.entries(theme.breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<keyof typeof theme.breakpoints, string>

export const reducedMotion = "@media (prefers-reduced-motion: reduce)"
