// Apart from dialogs.ts, which every page loads first: only the sections with dialogs need these.
import { CLOSES_DIALOG_ATTRIBUTE, OPENS_DIALOG_ATTRIBUTE } from "./dialogs"

/** The attributes of a button that opens the static dialog with this id. */
export function dialogOpener(dialogId: string): Record<string, string> {
  return {
    [OPENS_DIALOG_ATTRIBUTE]: dialogId,
    commandfor: dialogId,
    command: "show-modal",
    "aria-haspopup": "dialog",
    "aria-controls": dialogId,
  }
}

/** The attributes of the button that closes the static dialog with this id (its X). */
export function dialogCloser(dialogId: string): Record<string, string> {
  return { [CLOSES_DIALOG_ATTRIBUTE]: dialogId, commandfor: dialogId, command: "close" }
}
