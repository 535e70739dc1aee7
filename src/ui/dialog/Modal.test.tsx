import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { Modal } from "./Modal"
import { polyfillDialog, ui } from "../testing"

beforeAll(polyfillDialog)

const closeLabel = ui.modal.closeLabel

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy="modal-title" closeLabel={closeLabel}>
        <h2 id="modal-title">Fase 01</h2>
      </Modal>
    </>
  )
}

describe("Modal", () => {
  // The page behind does not scroll while it is open: CSS (:has(dialog[open])), checked in the browser tests.
  it("opens as a named dialog", () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole("button", { name: "Abrir" }))
    expect(screen.getByRole("dialog", { name: "Fase 01" })).toBeInTheDocument()
  })

  it("closes by the X", () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole("button", { name: "Abrir" }))
    fireEvent.click(screen.getByRole("button", { name: closeLabel }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("closes by Escape (the dialog's cancel event)", () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole("button", { name: "Abrir" }))
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("closes by a click on the backdrop but not inside the panel", () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole("button", { name: "Abrir" }))
    fireEvent.click(screen.getByRole("heading", { name: "Fase 01" }))
    expect(screen.getByRole("dialog")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("dialog"))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})
