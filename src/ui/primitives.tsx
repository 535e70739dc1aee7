import styled from "@emotion/styled"
import type { ComponentPropsWithoutRef } from "react"
import { mq, type SiteTheme } from "../theme/theme"
import { CHECK_PATH } from "./icons"

/** A surface with a subtle border: the base of every card on the site. */
export const Card = styled.div`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

type SpaceStep = keyof SiteTheme["space"]
type Breakpoint = "sm" | "md" | "lg" | "xl"
/** A value for phones (`base`) and from each breakpoint up. */
type Responsive<T> = { base?: T } & Partial<Record<Breakpoint, T>>

interface CardGridProps {
  /**
   * Fixed column counts: a number n means 1 column on phones, 2 from md and n from lg;
   * or give the count per breakpoint. Without it, as many columns of at least `min` as fit.
   */
  columns?: number | Responsive<number>
  /** The narrowest a card may get when the columns are not fixed (default 260px). */
  min?: string
  /** Spacing step(s) from the theme; by default 4 on phones and 5 from md. */
  gap?: SpaceStep | Responsive<SpaceStep>
}

const DEFAULT_GAP: Responsive<SpaceStep> = { base: 4, md: 5 }
const BREAKPOINTS: readonly Breakpoint[] = ["sm", "md", "lg", "xl"]

function gridRules(theme: SiteTheme, { columns, min = "260px", gap = DEFAULT_GAP }: CardGridProps) {
  const counts: Responsive<number> = typeof columns === "number" ? { md: 2, lg: columns } : (columns ?? {})
  const gaps: Responsive<SpaceStep> = typeof gap === "number" ? { base: gap } : gap
  const rules = (count?: number, step?: SpaceStep) =>
    [
      count !== undefined && `grid-template-columns: repeat(${count}, minmax(0, 1fr));`,
      step !== undefined && `gap: ${theme.space[step]};`,
    ]
      .filter(Boolean)
      .join(" ")
  const autoFit =
    columns === undefined ? `grid-template-columns: repeat(auto-fit, minmax(min(100%, ${min}), 1fr));` : ""
  const upward = BREAKPOINTS.map(breakpoint => {
    const css = rules(counts[breakpoint], gaps[breakpoint])
    return css ? `${mq[breakpoint]} { ${css} }` : ""
  })
  return [autoFit, rules(counts.base, gaps.base), ...upward].join("\n")
}

/** The one responsive list of cards on the site: a `<ul>` reset into a grid (see CardGridProps). */
export const CardGrid = styled("ul", {
  // Layout props stay out of the DOM; `as` too, so styled(CardGrid) can render as an <ol>.
  shouldForwardProp: prop => prop !== "columns" && prop !== "min" && prop !== "gap" && prop !== "as",
})<CardGridProps>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  ${({ theme, ...props }) => gridRules(theme, props)}
`

export const Pill = styled.span<{ tone?: "accent" | "success" | "info" | "neutral" }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: fit-content;
  padding: 0.2rem 0.7rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  ${({ theme, tone = "accent" }) => {
    const tones = {
      accent: ["rgba(139, 92, 246, 0.16)", theme.colors.accentText, "rgba(139, 92, 246, 0.35)"],
      success: ["rgba(52, 211, 153, 0.12)", "#86efac", "rgba(52, 211, 153, 0.3)"],
      info: ["rgba(34, 211, 238, 0.12)", "#a5f3fc", "rgba(34, 211, 238, 0.3)"],
      neutral: ["rgba(255, 255, 255, 0.06)", theme.colors.textMuted, theme.colors.border],
    } as const
    const [background, color, border] = tones[tone]
    return `background: ${background}; color: ${color}; border: 1px solid ${border};`
  }}
`

/** Text painted with the accent gradient, for a few highlighted figures. */
export const GradientText = styled.span`
  background: ${({ theme }) => theme.colors.gradient};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

/** A list whose items carry a ✓ (or ✕ when `excluded`). */
export const MarkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: grid;
    grid-template-columns: 1.4em 1fr;
    gap: ${({ theme }) => theme.space[2]};
    align-items: start;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/** Short points in a row that wraps, centred (under a hero, beside a call to action). */
const InlineMarkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`

type MarkKind = "check" | "cross"

interface ChecklistProps extends Omit<ComponentPropsWithoutRef<"ul">, "children"> {
  items: readonly string[]
  kind?: MarkKind
  /** In a centred row that wraps, instead of stacked. */
  inline?: boolean
}

/** A list of short points from content, each with a ✓ (or ✕ for kind="cross"). */
export function Checklist({ items, kind = "check", inline = false, ...listProps }: ChecklistProps) {
  const List = inline ? InlineMarkList : MarkList
  return (
    <List {...listProps}>
      {items.map(item => (
        <li key={item}>
          <Mark kind={kind} />
          {item}
        </li>
      ))}
    </List>
  )
}

/**
 * The glyphs of a mark, drawn by CSS (a mask over the text colour) rather
 * than as inline SVG: a price table and the checklists carry 150 of them, and
 * as one element each instead of three they leave the home page's DOM (and
 * the work of hydrating it) an eighth smaller.
 */
const MARK_MASKS: Record<MarkKind, string> = {
  check: glyphMask(CHECK_PATH),
  cross: glyphMask("M7 7l10 10M17 7L7 17"),
}

function glyphMask(path: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
}

/** A ✓ (or ✕ for kind="cross") in a soft disc, beside a point of a list. Decorative: the text says it. */
export function Mark({ kind = "check" }: { kind?: MarkKind }) {
  return <MarkIcon aria-hidden="true" data-kind={kind} />
}

const MarkIcon = styled.span`
  display: grid;
  place-items: center;
  width: 1.4em;
  height: 1.4em;
  margin-top: 0.1em;
  border-radius: 50%;
  &::before {
    content: "";
    width: 14px;
    height: 14px;
    background-color: currentColor;
    /* Written prefixed too (the page's CSS has no automatic prefixes): Chrome reads only
       -webkit-mask before version 120, and in-app browsers on phones lag behind. The standard
       longhands, because the HTML checker does not know the mask shorthand yet. */
    -webkit-mask: ${MARK_MASKS.check} center / contain no-repeat;
    mask-image: ${MARK_MASKS.check};
    mask-position: center;
    mask-size: contain;
    mask-repeat: no-repeat;
  }
  &[data-kind="check"] {
    color: ${({ theme }) => theme.colors.success};
    background: rgba(52, 211, 153, 0.14);
  }
  &[data-kind="cross"] {
    color: ${({ theme }) => theme.colors.danger};
    background: rgba(248, 113, 113, 0.12);
    &::before {
      -webkit-mask-image: ${MARK_MASKS.cross};
      mask-image: ${MARK_MASKS.cross};
    }
  }
  /* High-contrast modes repaint backgrounds with the page colour, which would erase the glyph. */
  @media (forced-colors: active) {
    &::before {
      forced-color-adjust: none;
      background-color: CanvasText;
    }
  }
`

/** Emoji used as a decorative icon inside a soft tile. */
export const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 1.5rem;
  line-height: 1;
  background: ${({ theme }) => theme.colors.gradientSoft};
  border: 1px solid rgba(139, 92, 246, 0.25);
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[7]};
  > a {
    width: 100%;
    ${mq.sm} {
      width: auto;
    }
  }
`
