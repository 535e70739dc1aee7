import styled from "@emotion/styled"
import { Container } from "../ui/layout"

export function Footer({ ui }: { ui: { text: string; copyright: string } }) {
  return (
    <FooterShell>
      <Container>
        <Brand aria-hidden="true">✦</Brand>
        <p>{ui.text}</p>
        <Copyright>{ui.copyright}</Copyright>
      </Container>
    </FooterShell>
  )
}

const FooterShell = styled.footer`
  /* Room at the bottom so the floating contact button never covers the last line. */
  padding: ${({ theme }) => `${theme.space[7]} 0 ${theme.space[9]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  p {
    max-width: 560px;
    margin: 0 auto;
  }
`

const Brand = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: 1.5rem;
  background: ${({ theme }) => theme.colors.gradient};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

const Copyright = styled.p`
  margin-top: ${({ theme }) => theme.space[3]} !important;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`
