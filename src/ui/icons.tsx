/** The site's icons, drawn once: plain decorative SVG (the control around one says what it does), no styles. */

type IconProps = { size: number; strokeWidth?: number }
const ROUND_ENDS = { strokeLinecap: "round", strokeLinejoin: "round" } as const

/** A 24-unit path drawn as a round-ended line `stroke` wide, or filled when there is no stroke. */
export function Icon({ path, size, stroke }: { path: string; size: number; stroke?: number }) {
  const paint = stroke
    ? { fill: "none", stroke: "currentColor", strokeWidth: stroke, ...ROUND_ENDS }
    : { fill: "currentColor" }
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={path} {...paint} />
    </svg>
  )
}

export const CloseIcon = ({ size, strokeWidth = 2.2 }: IconProps) => (
  <Icon path="M6 6l12 12M18 6L6 18" size={size} stroke={strokeWidth} />
)

export const CheckIcon = ({ size, strokeWidth = 3 }: IconProps) => (
  <Icon path="M5 12.5l4.5 4.5L19 7.5" size={size} stroke={strokeWidth} />
)

export const WhatsAppIcon = ({ size }: Pick<IconProps, "size">) => (
  <Icon
    size={size}
    path="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"
  />
)
