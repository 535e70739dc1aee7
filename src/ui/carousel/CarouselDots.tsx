import { css } from "@emotion/react"
import { mq, theme } from "../../theme/theme"
import { useCarousel } from "./carousel-context"

/** One dot per slide, in order; `labels` are their accessible names. A dot marks the slide on show. */
export function CarouselDots({ labels }: { labels: readonly string[] }) {
  const { current, hydrated, goTo } = useCarousel()
  return (
    <ol css={dotsStyle}>
      {labels.map((label, index) => (
        <li key={index}>
          <button
            css={dotStyle}
            type="button"
            disabled={!hydrated}
            aria-label={label}
            aria-current={index === current ? "true" : undefined}
            onClick={() => goTo(index)}
          />
        </li>
      ))}
    </ol>
  )
}

const dotsStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  justify-content: center;
  /* On phones the dots take their own row above the arrows. */
  order: -1;
  width: 100%;
  ${mq.sm} {
    order: 0;
    width: auto;
  }
`

const dotStyle = css`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.3);
    transition:
      width 0.2s ease,
      background-color 0.2s ease;
  }
  &[aria-current="true"]::before {
    width: 20px;
    border-radius: 4px;
    background: ${theme.colors.gradient};
  }
  &:disabled {
    cursor: progress;
  }
`
