import { css } from "@emotion/react"
import { forwardRef, useEffect, useRef, type ReactNode } from "react"
import { mq, theme } from "../../theme/theme"
import { RoundIconButton } from "../Button"
import { CloseIcon } from "../icons"
import type { StyledProps } from "../primitives"

interface ModalProps {
  open: boolean
  onClose: () => void
  /** id of the heading inside that names the dialog. */
  labelledBy: string
  closeLabel: string
  children: ReactNode
}

/**
 * A modal run by React on the native <dialog> (the lead form): showModal()
 * makes the rest of the page inert (focus stays inside), Escape closes it and
 * the browser returns focus to the button that opened it. Backdrop clicks and
 * the X close it too; the page behind does not scroll while a dialog is open
 * (GlobalStyles). Dialogs whose content is known at build time are
 * StaticDialog instead: they need no React to open.
 */
export function Modal({ open, onClose, labelledBy, closeLabel, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <DialogBox
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onCancel={event => {
        // Escape: let React state decide, so open/closed never disagree.
        event.preventDefault()
        onClose()
      }}
      onClick={event => {
        // The panel fills the dialog box, so a click on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open && (
        <DialogPanel>
          <DialogCloseButton type="button" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon size={20} />
          </DialogCloseButton>
          {children}
        </DialogPanel>
      )}
    </DialogBox>
  )
}

const dialogBoxStyle = css`
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

export const DialogBox = forwardRef<HTMLDialogElement, StyledProps<"dialog">>(function DialogBox(
  { as: Tag = "dialog", ...props },
  ref,
) {
  return <Tag ref={ref} css={dialogBoxStyle} {...props} />
})

const dialogPanelStyle = css`
  position: relative;
  padding: ${theme.space[7]} ${theme.space[5]} ${theme.space[5]};
  ${mq.md} {
    padding: ${theme.space[7]} ${theme.space[6]} ${theme.space[6]};
  }
`

export function DialogPanel({ as: Tag = "div", ...props }: StyledProps<"div">) {
  return <Tag css={dialogPanelStyle} {...props} />
}

const dialogCloseButtonStyle = css`
  position: absolute;
  top: ${theme.space[3]};
  right: ${theme.space[3]};
  border-color: ${theme.colors.border};
`

export function DialogCloseButton(props: StyledProps<"button">) {
  return <RoundIconButton css={dialogCloseButtonStyle} {...props} />
}
