import styled from "@emotion/styled"
import { openCookiePreferences } from "./open-preferences"

/** Reopens the cookie choices: a visitor changes or withdraws consent from here, on every page. */
export function CookiePreferencesButton({ label, className }: { label: string; className?: string }) {
  return (
    <LinkLikeButton type="button" className={className} aria-haspopup="dialog" onClick={openCookiePreferences}>
      {label}
    </LinkLikeButton>
  )
}

const LinkLikeButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`
