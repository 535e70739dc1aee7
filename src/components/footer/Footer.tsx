import styled from "@emotion/styled"
import { Container } from "../ui/layout"

export function Footer({ ui }: { ui: { text: string; copyright: string } }) {
  return (
    <FooterShell>
      <Container>
        <p>{ui.text}</p>
        <p>{ui.copyright}</p>
      </Container>
    </FooterShell>
  )
}

const FooterShell = styled.footer`
  padding: ${({ theme }) => theme.space[7]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`
