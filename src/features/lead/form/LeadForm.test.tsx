import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ui } from "../../../ui/testing"
import { LeadForm } from "./LeadForm"
import { HONEYPOT_NAME, MIN_HUMAN_FILL_MS } from "./bot-signals"

const strings = ui.leadForm
const MARIA = { nome: "Maria", email: "maria@mail.com.br", telefone: "(11) 98765-4321" }

/** The form opens at 0 on a clock the test sets: by default the visitor takes a minute to fill it. */
function renderForm(fillTimeMs = 60_000) {
  const onValidSubmit = jest.fn()
  let clock = 0
  const { container } = render(<LeadForm strings={strings} onValidSubmit={onValidSubmit} now={() => clock} />)
  clock = fillTimeMs
  const fields = {
    nome: screen.getByLabelText(strings.nameLabel),
    email: screen.getByLabelText(strings.emailLabel),
    telefone: screen.getByLabelText(strings.phoneLabel),
  }
  const submit = screen.getByRole("button", { name: strings.submitLabel })
  const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)
  const user = userEvent.setup()
  const fillValid = async () => {
    await user.type(fields.nome, MARIA.nome)
    await user.type(fields.email, MARIA.email)
    await user.type(fields.telefone, "11987654321")
  }
  return { user, onValidSubmit, fields, submit, honeypot, fillValid }
}

/** The error text announced for a field (its aria-describedby target), or null. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby")
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

it("has labelled inputs with the types and autocomplete phones need to autofill", () => {
  const { fields } = renderForm()
  expect(fields.nome).toHaveAttribute("autocomplete", "name")
  for (const [input, kind] of [
    [fields.email, "email"],
    [fields.telefone, "tel"],
  ] as const) {
    for (const attribute of ["type", "inputmode", "autocomplete"]) expect(input).toHaveAttribute(attribute, kind)
  }
})

it("shows each 'required' message under its own field on an empty submit, and clears only the edited one's", async () => {
  const { user, fields, submit, onValidSubmit } = renderForm()
  await user.click(submit)
  await waitFor(() => expect(errorOf(fields.nome)).toBe("Nome é obrigatório"))
  expect(errorOf(fields.email)).toBe("Email é obrigatório")
  expect(errorOf(fields.telefone)).toBe("Telefone é obrigatório")
  expect(fields.nome).toHaveAttribute("aria-invalid", "true")
  expect(onValidSubmit).not.toHaveBeenCalled()
  await user.type(fields.email, "a")
  expect(errorOf(fields.email)).toBeNull()
  expect(fields.email).toHaveAttribute("aria-invalid", "false")
  expect(errorOf(fields.nome)).toBe("Nome é obrigatório")
  expect(screen.queryByText("Email inválido")).toBeNull()
})

it("treats a name of spaces as empty and shows the format messages", async () => {
  const { user, fields, submit, onValidSubmit } = renderForm()
  await user.type(fields.nome, "   ")
  await user.type(fields.email, "ana@")
  await user.type(fields.telefone, "1198765")
  await user.click(submit)
  await waitFor(() => expect(errorOf(fields.nome)).toBe("Nome é obrigatório"))
  expect(errorOf(fields.email)).toBe("Email inválido")
  expect(errorOf(fields.telefone)).toBe("Formato: (11) 99999-9999")
  expect(onValidSubmit).not.toHaveBeenCalled()
})

it("masks the phone while typing and when pasting", async () => {
  const { user, fields } = renderForm()
  await user.type(fields.telefone, "11a98765432199")
  expect(fields.telefone).toHaveValue("(11) 98765-4321")
  await user.clear(fields.telefone)
  await user.click(fields.telefone)
  await user.paste("+55 11 98765-4321")
  expect(fields.telefone).toHaveValue("(11) 98765-4321")
})

it("submits once with the values, unmarked at a person's pace, then shows 'Processando...' with all disabled", async () => {
  const { user, fields, submit, onValidSubmit } = renderForm(MIN_HUMAN_FILL_MS + 1000)
  await user.type(fields.nome, "  Maria D'Ávila ")
  await user.type(fields.email, "maria+curso@mail.empresa.com.br")
  await user.type(fields.telefone, "11987654321")
  await user.dblClick(submit)
  await waitFor(() => expect(onValidSubmit).toHaveBeenCalledTimes(1))
  const values = { nome: "  Maria D'Ávila ", email: "maria+curso@mail.empresa.com.br", telefone: "(11) 98765-4321" }
  expect(onValidSubmit).toHaveBeenCalledWith(values, undefined)
  const processing = screen.getByRole("button", { name: strings.processingLabel })
  for (const control of [processing, ...Object.values(fields)]) expect(control).toBeDisabled()
  await user.click(processing)
  expect(onValidSubmit).toHaveBeenCalledTimes(1)
})

it("has a honeypot people never meet: off the tab order, hidden from screen readers, never autofilled", async () => {
  const { user, fields, submit, honeypot } = renderForm()
  expect(honeypot).toHaveAttribute("tabindex", "-1")
  expect(honeypot).toHaveAttribute("autocomplete", "off")
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
  expect(screen.getAllByRole("textbox")).toEqual([fields.nome, fields.email, fields.telefone])
  await user.click(fields.telefone)
  await user.tab()
  expect(submit).toHaveFocus()
})

it.each([
  ["faster than anyone can type", MIN_HUMAN_FILL_MS - 1, "", "rapido_demais"],
  ["with the honeypot filled", 60_000, "sim", "honeypot"],
])("marks a submit %s, and still submits it", async (_, fillTimeMs, bait, reason) => {
  const { user, submit, onValidSubmit, honeypot, fillValid } = renderForm(fillTimeMs)
  await fillValid()
  if (bait && honeypot) await user.type(honeypot, bait)
  await user.click(submit)
  await waitFor(() => expect(onValidSubmit).toHaveBeenCalledWith(MARIA, { suspeito: true, motivo_suspeita: reason }))
  expect(screen.getByRole("button", { name: strings.processingLabel })).toBeDisabled()
})
