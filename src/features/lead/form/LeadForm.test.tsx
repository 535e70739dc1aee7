import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ui } from "../../../ui/testing"
import { LeadForm } from "./LeadForm"
import { HONEYPOT_NAME, MIN_HUMAN_FILL_MS } from "./bot-signals"

const strings = ui.leadForm

/** A clock the test moves: the form opens at 0, and by default the visitor takes a minute to fill it. */
function renderForm(fillTimeMs = 60_000) {
  const onValidSubmit = jest.fn()
  const user = userEvent.setup()
  let clock = 0
  const now = () => clock
  const { container } = render(
    <>
      <LeadForm strings={strings} onValidSubmit={onValidSubmit} now={now} />
    </>,
  )
  clock = fillTimeMs
  const fields = {
    nome: screen.getByLabelText(strings.nameLabel),
    email: screen.getByLabelText(strings.emailLabel),
    telefone: screen.getByLabelText(strings.phoneLabel),
  }
  const submit = screen.getByRole("button", { name: strings.submitLabel })
  const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)
  return { user, onValidSubmit, fields, submit, honeypot }
}

const MARIA = { nome: "Maria", email: "maria@mail.com.br", telefone: "(11) 98765-4321" }

async function fillValid(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderForm>["fields"]) {
  await user.type(fields.nome, MARIA.nome)
  await user.type(fields.email, MARIA.email)
  await user.type(fields.telefone, "11987654321")
}

/** The error text announced for a field (its aria-describedby target), or null. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby")
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe("LeadForm", () => {
  it("has labelled inputs with the types and autocomplete phones need to autofill", () => {
    const { fields } = renderForm()
    expect(fields.nome).toHaveAttribute("autocomplete", "name")
    expect(fields.email).toHaveAttribute("type", "email")
    expect(fields.email).toHaveAttribute("inputmode", "email")
    expect(fields.email).toHaveAttribute("autocomplete", "email")
    expect(fields.telefone).toHaveAttribute("type", "tel")
    expect(fields.telefone).toHaveAttribute("inputmode", "tel")
    expect(fields.telefone).toHaveAttribute("autocomplete", "tel")
  })

  it("shows each 'required' message under its own field on an empty submit, and does not submit", async () => {
    const { user, fields, submit, onValidSubmit } = renderForm()
    await user.click(submit)
    await waitFor(() => expect(errorOf(fields.nome)).toBe("Nome é obrigatório"))
    expect(errorOf(fields.email)).toBe("Email é obrigatório")
    expect(errorOf(fields.telefone)).toBe("Telefone é obrigatório")
    expect(fields.nome).toHaveAttribute("aria-invalid", "true")
    expect(onValidSubmit).not.toHaveBeenCalled()
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

  it("clears only the edited field's error", async () => {
    const { user, fields, submit } = renderForm()
    await user.click(submit)
    await waitFor(() => expect(errorOf(fields.email)).toBe("Email é obrigatório"))
    await user.type(fields.email, "a")
    expect(errorOf(fields.email)).toBeNull()
    expect(fields.email).toHaveAttribute("aria-invalid", "false")
    expect(errorOf(fields.nome)).toBe("Nome é obrigatório")
    expect(errorOf(fields.telefone)).toBe("Telefone é obrigatório")
    expect(screen.queryByText("Email inválido")).toBeNull()
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

  it("submits once with the values, then shows 'Processando...' with everything disabled", async () => {
    const { user, fields, submit, onValidSubmit } = renderForm()
    await user.type(fields.nome, "  Maria D'Ávila ")
    await user.type(fields.email, "maria+curso@mail.empresa.com.br")
    await user.type(fields.telefone, "11987654321")
    await user.dblClick(submit)
    await waitFor(() => expect(onValidSubmit).toHaveBeenCalledTimes(1))
    expect(onValidSubmit).toHaveBeenCalledWith(
      {
        nome: "  Maria D'Ávila ",
        email: "maria+curso@mail.empresa.com.br",
        telefone: "(11) 98765-4321",
      },
      undefined,
    )
    const processing = screen.getByRole("button", { name: strings.processingLabel })
    expect(processing).toBeDisabled()
    expect(fields.nome).toBeDisabled()
    expect(fields.email).toBeDisabled()
    expect(fields.telefone).toBeDisabled()
    await user.click(processing)
    expect(onValidSubmit).toHaveBeenCalledTimes(1)
  })

  describe("bot signals", () => {
    it("has a honeypot people never meet: off the tab order, hidden from screen readers, never autofilled", async () => {
      const { user, fields, submit, honeypot } = renderForm()
      expect(honeypot).not.toBeNull()
      expect(honeypot).toHaveAttribute("tabindex", "-1")
      expect(honeypot).toHaveAttribute("autocomplete", "off")
      expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
      // The accessibility tree has the three fields only.
      expect(screen.getAllByRole("textbox")).toEqual([fields.nome, fields.email, fields.telefone])
      await user.click(fields.telefone)
      await user.tab()
      expect(submit).toHaveFocus()
    })

    it("marks nothing when a person fills the form at a person's pace", async () => {
      const { user, fields, submit, onValidSubmit } = renderForm(MIN_HUMAN_FILL_MS + 1000)
      await fillValid(user, fields)
      await user.click(submit)
      await waitFor(() => expect(onValidSubmit).toHaveBeenCalledWith(MARIA, undefined))
    })

    it("marks a submit that came faster than anyone can type, and still submits it", async () => {
      const { user, fields, submit, onValidSubmit } = renderForm(MIN_HUMAN_FILL_MS - 1)
      await fillValid(user, fields)
      await user.click(submit)
      await waitFor(() =>
        expect(onValidSubmit).toHaveBeenCalledWith(MARIA, { suspeito: true, motivo_suspeita: "rapido_demais" }),
      )
      expect(screen.getByRole("button", { name: strings.processingLabel })).toBeDisabled()
    })

    it("marks a submit with the honeypot filled, and still submits it", async () => {
      const { user, fields, submit, onValidSubmit, honeypot } = renderForm()
      await fillValid(user, fields)
      if (honeypot) await user.type(honeypot, "sim")
      await user.click(submit)
      await waitFor(() =>
        expect(onValidSubmit).toHaveBeenCalledWith(MARIA, { suspeito: true, motivo_suspeita: "honeypot" }),
      )
    })
  })
})
