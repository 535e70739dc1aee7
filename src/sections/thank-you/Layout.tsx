import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { mq, theme } from "../../theme/theme"
import { Container } from "../../ui/layout"

export function ObrigadoMain({ children }: { children: ReactNode }) {
  return (
    <main css={shellStyle}>
      <Container>{children}</Container>
    </main>
  )
}

const shellStyle = css({
  padding: `${theme.space[7]} 0 ${theme.space[8]}`,
  background:
    "radial-gradient(50% 30% at 50% 0%, rgba(139, 92, 246, 0.22), transparent 80%), radial-gradient(40% 25% at 90% 10%, rgba(34, 211, 238, 0.1), transparent 80%)",
  [mq.md]: { padding: `${theme.space[8]} 0 ${theme.space[9]}` },
})
