import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { Modal } from "./dialog"
import { polyfillDialog, ui } from "./testing"

beforeAll(polyfillDialog)

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy="modal-title" closeLabel={ui.modal.closeLabel}>
        <h2 id="modal-title">Fase 01</h2>
      </Modal>
    </>
  )
}

const open = () => fireEvent.click(screen.getByRole("button", { name: "Abrir" }))

// The page behind does not scroll while it is open: CSS (:has(dialog[open])), checked in the browser tests.
test.each([
  ["the X", () => fireEvent.click(screen.getByRole("button", { name: ui.modal.closeLabel }))],
  [
    "Escape (the dialog's cancel event)",
    () => fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true })),
  ],
  [
    "a click on the backdrop, not one inside the panel",
    () => {
      fireEvent.click(screen.getByRole("heading", { name: "Fase 01" }))
      expect(screen.getByRole("dialog")).toBeInTheDocument()
      fireEvent.click(screen.getByRole("dialog"))
    },
  ],
])("the modal opens as a named dialog and closes by %s", (_, close) => {
  render(<Harness />)
  open()
  expect(screen.getByRole("dialog", { name: "Fase 01" })).toBeInTheDocument()
  close()
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
})
