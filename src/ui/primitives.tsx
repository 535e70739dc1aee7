import { css, type SerializedStyles } from "@emotion/react"
import type { ComponentPropsWithoutRef, ElementType } from "react"
import { mq, theme } from "../theme/theme"

export type StyledProps<Tag extends ElementType> = { as?: ElementType } & ComponentPropsWithoutRef<Tag>

/** An element with a style: a caller's `css` arrives as `className`, after it, so `<Card css={extra}>` extends it. */
export function withStyle<Tag extends ElementType>(tag: Tag, style: SerializedStyles) {
  return function Styled({ as: As = tag, ...props }: StyledProps<Tag>) {
    return <As css={style} {...props} />
  }
}

export const listReset = css`
  list-style: none;
  margin: 0;
  padding: 0;
`

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
export const Card = withStyle("div", cardStyle)

type SpaceStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
type Responsive<T> = Partial<Record<"base" | keyof typeof mq, T>>

interface CardGridProps {
  /** n: 1 column on phones, 2 from md, n from lg; or a count per breakpoint; or none: columns of `min` that fit. */
  columns?: number | Responsive<number>
  min?: string
  gap?: SpaceStep | Responsive<SpaceStep>
}

const SCREENS = ["base", "sm", "md", "lg", "xl"] as const

function cardGridStyle({ columns, min = "260px", gap = { base: 4, md: 5 } }: CardGridProps) {
  const counts: Responsive<number> = typeof columns === "number" ? { md: 2, lg: columns } : (columns ?? {})
  const gaps: Responsive<SpaceStep> = typeof gap === "number" ? { base: gap } : gap
  const rules = SCREENS.map(screen => {
    const count = counts[screen]
    const step = gaps[screen]
    const rule = `${count ? `grid-template-columns: repeat(${count}, minmax(0, 1fr));` : ""}${step ? `gap: ${theme.space[step]};` : ""}`
    return screen === "base" || !rule ? rule : `${mq[screen]} { ${rule} }`
  })
  return css`
    ${listReset}
    display: grid;
    ${columns ? "" : `grid-template-columns: repeat(auto-fit, minmax(min(100%, ${min}), 1fr));`}
    ${rules.join("\n")}
  `
}

/** The one responsive list of cards on the site: a `<ul>` reset into a grid. */
export function CardGrid({ columns, min, gap, as: Tag = "ul", ...props }: CardGridProps & StyledProps<"ul">) {
  return <Tag css={cardGridStyle({ columns, min, gap })} {...props} />
}

const pillTone = (background: string, color: string, border: string) => css`
  background: ${background};
  color: ${color};
  border: 1px solid ${border};
`

const pillTones = {
  accent: pillTone("rgba(139, 92, 246, 0.16)", theme.colors.accentText, "rgba(139, 92, 246, 0.35)"),
  success: pillTone("rgba(52, 211, 153, 0.12)", "#86efac", "rgba(52, 211, 153, 0.3)"),
  info: pillTone("rgba(34, 211, 238, 0.12)", "#a5f3fc", "rgba(34, 211, 238, 0.3)"),
  neutral: pillTone("rgba(255, 255, 255, 0.06)", theme.colors.textMuted, theme.colors.border),
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

type PillProps = { tone?: keyof typeof pillTones } & StyledProps<"span">

export function Pill({ tone = "accent", as: Tag = "span", ...props }: PillProps) {
  return <Tag css={[pillStyle, pillTones[tone]]} {...props} />
}

const gradientTextStyle = css`
  background: ${theme.colors.gradient};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

export const GradientText = withStyle("span", gradientTextStyle)

const markListStyle = css`
  ${listReset}
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

const inlineMarkListStyle = css`
  ${listReset}
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

export const MarkList = withStyle("ul", markListStyle)

type MarkKind = "check" | "cross"

interface ChecklistProps extends Omit<ComponentPropsWithoutRef<"ul">, "children"> {
  items: readonly string[]
  kind?: MarkKind
  inline?: boolean
}

/** A list of short points from content, each with a Mark; `inline`: in a centred row that wraps. */
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

/** A ✓ (or ✕ for kind="cross") in a soft disc beside a point. Decorative: the text says it. */
export function Mark({ kind = "check", className }: { kind?: MarkKind; className?: string }) {
  return <span css={markStyle} className={className} aria-hidden="true" data-kind={kind} />
}

/* Glyphs of borders, not SVG (inline SVG tripled the nodes): ✓ a box's two borders turned 45°, ✕ two bars. */
const markStyle = css`
  display: grid;
  place-items: center;
  width: 1.4em;
  height: 1.4em;
  margin-top: 0.1em;
  border-radius: 50%;
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
  /* High-contrast modes give borders the text colour; keep the glyph visible whatever the theme. */
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

/** An emoji as a decorative icon in a soft tile. */
export const IconTile = withStyle("span", iconTileStyle)

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

/** A row of calls to action under a section; on phones each link takes the whole width. */
export const Actions = withStyle("div", actionsStyle)
