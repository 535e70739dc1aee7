/** Splits copy such as "pressione Ctrl+D ou ⌘+D" into text and shortcuts, for <kbd> without writers typing HTML. */
export type ShortcutPart = { kind: "text"; text: string } | { kind: "shortcut"; keys: string[] }

const MODIFIER = "(?:Ctrl|Control|Cmd|Command|⌘|Alt|Option|⌥|Shift|⇧)"
const SHORTCUT = new RegExp(`${MODIFIER}(?:\\s*\\+\\s*${MODIFIER})*\\s*\\+\\s*[A-Z0-9]\\b`, "g")

export function splitShortcuts(text: string): ShortcutPart[] {
  const parts: ShortcutPart[] = []
  let last = 0
  for (const match of text.matchAll(SHORTCUT)) {
    const start = match.index
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) })
    parts.push({ kind: "shortcut", keys: match[0].split("+").map(key => key.trim()) })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) })
  return parts
}
