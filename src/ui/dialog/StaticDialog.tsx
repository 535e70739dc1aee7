import type { ReactNode } from "react"
import { STATIC_DIALOG_ATTRIBUTE, dialogCloser } from "../../lib/browser/dialogs"
import { CloseIcon } from "../icons"
import { DialogBox, DialogCloseButton, DialogPanel } from "./Modal"

interface StaticDialogProps {
  id: string
  /** id of the heading inside that names the dialog. */
  labelledBy: string
  closeLabel: string
  children: ReactNode
}

/**
 * A modal whose content is in the static HTML: a control with
 * `dialogOpener(id)` opens it through the page's one delegated listener
 * (src/lib/browser/dialogs.ts), before and after its section's code arrives. The X
 * closes it the same way (`dialogCloser`), Escape is the browser's own.
 */
export function StaticDialog({ id, labelledBy, closeLabel, children }: StaticDialogProps) {
  return (
    <DialogBox id={id} aria-labelledby={labelledBy} {...{ [STATIC_DIALOG_ATTRIBUTE]: "" }}>
      <DialogPanel>
        <DialogCloseButton type="button" aria-label={closeLabel} {...dialogCloser(id)}>
          <CloseIcon size={20} />
        </DialogCloseButton>
        {children}
      </DialogPanel>
    </DialogBox>
  )
}
