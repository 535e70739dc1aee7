import { css, type SerializedStyles } from "@emotion/react"
import type { ComponentPropsWithoutRef, ElementType } from "react"
import { mq, theme, type SiteTheme } from "../theme/theme"

/**
 * The props of a styled element: its tag's own, and `as` to render another tag
 * (as the styled components these replaced allowed). A parent's `css` prop
 * arrives as `className` and is merged after the element's own style, so it wins.
 */
export type StyledProps<Tag extends ElementType> = { as?: ElementType } & ComponentPropsWithoutRef<Tag>

const cardStyle = css`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
  box-shadow: ${theme.shadows.card};
  ${mq.md} {
    padding: ${theme.space[6]};
  }
`

/** A surface with a subtle border: the base of every card on the site. */
export function Card({ as: Tag = "div", ...props }: StyledProps<"div">) {
  return <Tag css={cardStyle} {...props} />
}

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

function gridRules({ columns, min = "260px", gap = DEFAULT_GAP }: CardGridProps) {
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

/** The grid's style per layout, built once for each layout the pages use. */
const cardGridStyles = new Map<string, SerializedStyles>()

function cardGridStyle(layout: CardGridProps): SerializedStyles {
  const key = JSON.stringify(layout)
  let style = cardGridStyles.get(key)
  if (!style) {
    style = css`
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      ${gridRules(layout)}
    `
    cardGridStyles.set(key, style)
  }
  return style
}

/** The one responsive list of cards on the site: a `<ul>` reset into a grid (see CardGridProps). */
export function CardGrid({ columns, min, gap, as: Tag = "ul", ...props }: CardGridProps & StyledProps<"ul">) {
  // The layout props stay out of the DOM: they only choose the style.
  return <Tag css={cardGridStyle({ columns, min, gap })} {...props} />
}

const pillStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  width: fit-content;
  padding: 0.2rem 0.7rem;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
`

type PillTone = "accent" | "success" | "info" | "neutral"

const pillTone = (background: string, color: string, border: string) => css`
  background: ${background};
  color: ${color};
  border: 1px solid ${border};
`

const pillTones: Record<PillTone, SerializedStyles> = {
  accent: pillTone("rgba(139, 92, 246, 0.16)", theme.colors.accentText, "rgba(139, 92, 246, 0.35)"),
  success: pillTone("rgba(52, 211, 153, 0.12)", "#86efac", "rgba(52, 211, 153, 0.3)"),
  info: pillTone("rgba(34, 211, 238, 0.12)", "#a5f3fc", "rgba(34, 211, 238, 0.3)"),
  neutral: pillTone("rgba(255, 255, 255, 0.06)", theme.colors.textMuted, theme.colors.border),
}

export function Pill({ tone = "accent", as: Tag = "span", ...props }: { tone?: PillTone } & StyledProps<"span">) {
  return <Tag css={[pillStyle, pillTones[tone]]} {...props} />
}

const gradientTextStyle = css`
  background: ${theme.colors.gradient};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

/** Text painted with the accent gradient, for a few highlighted figures. */
export function GradientText({ as: Tag = "span", ...props }: StyledProps<"span">) {
  return <Tag css={gradientTextStyle} {...props} />
}

const markListStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  li {
    display: grid;
    grid-template-columns: 1.4em 1fr;
    gap: ${theme.space[2]};
    align-items: start;
    color: ${theme.colors.textMuted};
  }
`

/** A list whose items carry a ✓ (or ✕ when `excluded`). */
export function MarkList({ as: Tag = "ul", ...props }: StyledProps<"ul">) {
  return <Tag css={markListStyle} {...props} />
}

/** Short points in a row that wraps, centred (under a hero, beside a call to action). */
const inlineMarkListStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[2]} ${theme.space[5]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
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
  return (
    <ul css={inline ? inlineMarkListStyle : markListStyle} {...listProps}>
      {items.map(item => (
        <li key={item}>
          <Mark kind={kind} />
          {item}
        </li>
      ))}
    </ul>
  )
}

/** A ✓ (or ✕ for kind="cross") in a soft disc, beside a point of a list. Decorative: the text says it. */
export function Mark({ kind = "check", className }: { kind?: MarkKind; className?: string }) {
  return <span css={markStyle} className={className} aria-hidden="true" data-kind={kind} />
}

/*
 * The glyphs are drawn by the mark's own borders, not as inline SVG: a price
 * table and the checklists carry 150 of them, and as one element each instead
 * of three they leave the home page's DOM (and the work of hydrating it) an
 * eighth smaller. Nor as an SVG image (a CSS mask): the browser builds a whole
 * SVG document for each one and paints every mark through a mask layer, which
 * cost the home page a third of its style, layout and paint time at load in
 * 4x-throttled traces (docs/performance.md). The ✓ is the lower and right
 * borders of a narrow box turned 45°, the ✕ two bars crossed.
 */
const markStyle = css`
  display: grid;
  place-items: center;
  width: 1.4em;
  height: 1.4em;
  margin-top: 0.1em;
  border-radius: 50%;
  /* Only a cross has an ::after (the ✓ is one box), so 140 checks add no empty box each. */
  &::before,
  &[data-kind="cross"]::after {
    content: "";
    grid-area: 1 / 1;
    border: 0 solid currentColor;
  }
  &[data-kind="check"] {
    color: ${theme.colors.success};
    background: rgba(52, 211, 153, 0.14);
    &::before {
      width: 4px;
      height: 7.5px;
      margin: -1.5px 0 0 -0.5px; /* the turned box's corner sits low and right of its centre */
      border-width: 0 2px 2px 0;
      border-radius: 0 0 1px 0;
      transform: rotate(45deg);
    }
  }
  &[data-kind="cross"] {
    color: ${theme.colors.danger};
    background: rgba(248, 113, 113, 0.12);
    &::before,
    &::after {
      width: 10px;
      border-top-width: 2px;
      border-radius: 1px;
      transform: rotate(45deg);
    }
    &::after {
      transform: rotate(-45deg);
    }
  }
  /* High-contrast modes give borders the text colour; say so, so the glyph stays whatever the theme. */
  @media (forced-colors: active) {
    &::before,
    &::after {
      border-color: CanvasText;
    }
  }
`

const iconTileStyle = css`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.sm};
  font-size: 1.5rem;
  line-height: 1;
  background: ${theme.colors.gradientSoft};
  border: 1px solid rgba(139, 92, 246, 0.25);
`

/** Emoji used as a decorative icon inside a soft tile. */
export function IconTile({ as: Tag = "span", ...props }: StyledProps<"span">) {
  return <Tag css={iconTileStyle} {...props} />
}

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  justify-content: center;
  margin-top: ${theme.space[7]};
  > a {
    width: 100%;
    ${mq.sm} {
      width: auto;
    }
  }
`

export function Actions({ as: Tag = "div", ...props }: StyledProps<"div">) {
  return <Tag css={actionsStyle} {...props} />
}
