import { css } from "@emotion/react"
import { theme } from "../../../theme/theme"
import { splitShortcuts } from "../../../lib/browser/shortcut-keys"

export function BookmarkTip({ text }: { text: string }) {
  return (
    <div css={tipStyle}>
      <svg css={iconStyle} aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1z" fill="currentColor" />
      </svg>
      <p>
        {splitShortcuts(text).map((part, index) =>
          part.kind === "text" ? (
            part.text
          ) : (
            <span css={shortcutStyle} key={index}>
              {part.keys.map((key, keyIndex) => (
                <span key={keyIndex}>
                  {keyIndex > 0 && "+"}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </span>
          ),
        )}
      </p>
    </div>
  )
}

const tipStyle = css({
  display: "flex",
  gap: theme.space[3],
  alignItems: "flex-start",
  justifySelf: "center",
  // As wide as it may be, not as its words: it stays put while they arrive.
  width: "100%",
  maxWidth: 680,
  padding: `${theme.space[4]} ${theme.space[5]}`,
  border: "1px solid rgba(251, 191, 36, 0.35)",
  borderRadius: theme.radii.md,
  background: "rgba(251, 191, 36, 0.07)",
  textAlign: "left",
  p: { color: theme.colors.text, lineHeight: 1.8 },
})

const iconStyle = css({ flex: "none", marginTop: 4, color: theme.colors.warning })

const shortcutStyle = css({
  whiteSpace: "nowrap",
  kbd: {
    display: "inline-block",
    minWidth: "1.9em",
    margin: "0 2px",
    padding: "0 6px",
    border: `1px solid ${theme.colors.borderStrong}`,
    borderBottomWidth: 3,
    borderRadius: 6,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    fontFamily: "inherit",
    fontSize: "0.85em",
    fontWeight: 700,
    lineHeight: 1.6,
    textAlign: "center",
  },
})
