import { css } from "@emotion/react"
import { useEffect, useRef, type ReactNode } from "react"
import { dialogCloser } from "../lib/browser/dialog-controls"
import { STATIC_DIALOG_ATTRIBUTE } from "../lib/browser/dialogs"
import { mq, theme } from "../theme/theme"
import { RoundIconButton } from "./Button"
import { CloseIcon } from "./icons"
import { eyebrowStyle } from "./layout"
import { withStyle } from "./primitives"

/** `labelledBy`: the id of the heading inside that names the dialog. */
type DialogProps = { labelledBy: string; closeLabel: string; children: ReactNode }
type ModalState = { open: boolean; onClose: () => void }

/** A modal run by React on the native <dialog> (showModal: the page inert, focus returned to the opener). */
export function Modal({ open, onClose, labelledBy, closeLabel, children }: DialogProps & ModalState) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (open && !dialog?.open) dialog?.showModal()
    else if (!open && dialog?.open) dialog.close()
  }, [open])

  return (
    // Escape is the dialog's cancel event, decided by React state so open/closed never disagree; the backdrop's click
    // only adds a way out for the mouse (the panel fills the dialog, so a click on the dialog itself is outside it).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      css={dialogStyle}
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onCancel={event => {
        event.preventDefault()
        onClose()
      }}
      onClick={event => event.target === event.currentTarget && onClose()}
    >
      {open && (
        <DialogPanel closeLabel={closeLabel} close={{ onClick: onClose }}>
          {children}
        </DialogPanel>
      )}
    </dialog>
  )
}

/** A modal in the static HTML, opened by a `dialogOpener(id)` control through src/lib/browser/dialogs.ts. */
export function StaticDialog({ id, labelledBy, closeLabel, children }: DialogProps & { id: string }) {
  return (
    <dialog css={dialogStyle} id={id} aria-labelledby={labelledBy} {...{ [STATIC_DIALOG_ATTRIBUTE]: "" }}>
      <DialogPanel closeLabel={closeLabel} close={dialogCloser(id)}>
        {children}
      </DialogPanel>
    </dialog>
  )
}

function DialogPanel({ closeLabel, close, children }: { closeLabel: string; close: object; children: ReactNode }) {
  return (
    <div css={panelStyle}>
      <RoundIconButton css={closeStyle} type="button" aria-label={closeLabel} {...close}>
        <CloseIcon size={20} />
      </RoundIconButton>
      {children}
    </div>
  )
}

const dialogStyle = css`
  width: min(640px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: 0;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: 0 30px 80px -20px rgba(0, 0, 0, 0.9);
  overscroll-behavior: contain;
  &::backdrop {
    background: rgba(3, 3, 8, 0.78);
    -webkit-backdrop-filter: blur(4px);
    backdrop-filter: blur(4px);
  }
  &[open] {
    animation: modal-in 0.18s ease-out;
  }
  @keyframes modal-in {
    from {
      opacity: 0;
      transform: translateY(12px) scale(0.98);
    }
  }
`

const panelStyle = css`
  position: relative;
  padding: ${theme.space[7]} ${theme.space[5]} ${theme.space[5]};
  ${mq.md} {
    padding: ${theme.space[7]} ${theme.space[6]} ${theme.space[6]};
  }
`

const closeStyle = css`
  position: absolute;
  top: ${theme.space[3]};
  right: ${theme.space[3]};
  border-color: ${theme.colors.border};
`

const cardButtonStyle = css`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  /* The card draws the focus ring for the stretched button (:has(button:focus-visible)). */
  &:focus-visible {
    outline: none;
  }
`

/** A button stretched over its whole card: one click target, one accessible name. */
export const CardButton = withStyle("button", cardButtonStyle)

const dialogBodyStyle = css`
  display: grid;
  gap: ${theme.space[4]};
  h2 {
    font-size: ${theme.fontSizes.xl};
    padding-right: ${theme.space[7]};
  }
  h3 {
    font-size: ${theme.fontSizes.md};
    margin-top: ${theme.space[2]};
  }
  > p {
    color: ${theme.colors.textMuted};
  }
  > a {
    margin-top: ${theme.space[2]};
  }
`

/** The content of a card's dialog: a kicker in the corner, a title, copy and lists. */
export const DialogBody = withStyle("div", dialogBodyStyle)

const dialogKickerStyle = css`
  ${eyebrowStyle}
  position: absolute;
  top: ${theme.space[5]};
  left: ${theme.space[5]};
`

export const DialogKicker = withStyle("p", dialogKickerStyle)
