import { css } from "@emotion/react"
import { useRef, useState, type ChangeEvent, type ComponentProps, type FormEvent } from "react"
import { useForm } from "react-hook-form"
import { PRIVACY_PATH } from "../../legal/legal-routes"
import { HONEYPOT_NAME, leadSuspicion, type LeadSuspicion } from "./bot-signals"
import { FIELD_MAX_LENGTH, maskPhone, VALIDATORS, type LeadFormStrings, type LeadFormValues } from "./validators"
import { theme } from "../../../theme/theme"
import { Button } from "../../../ui/Button"

interface LeadFormProps {
  strings: LeadFormStrings
  /** Called once, after a submit without errors. */
  onValidSubmit: (values: LeadFormValues, suspicion: LeadSuspicion | undefined) => void
  now?: () => number
}

/** Checked on submit (editing a field clears its error); a valid submit shows 'Processando...', once. */
export function LeadForm({ strings, onValidSubmit, now = () => performance.now() }: LeadFormProps) {
  const [processing, setProcessing] = useState(false)
  const submitted = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  // Each opening of the modal renders a fresh form.
  const [openedAt] = useState(now)
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<LeadFormValues>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    defaultValues: { nome: "", email: "", telefone: "" },
  })

  const registerField = (name: keyof LeadFormValues) =>
    register(name, { validate: value => VALIDATORS[name](value, strings) ?? true, onChange: () => clearErrors(name) })
  // Registered in the form's order: on an invalid submit the first field to fix gets the focus.
  const [nome, email, telefone] = (["nome", "email", "telefone"] as const).map(registerField)
  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = maskPhone(event.target.value)
    void telefone.onChange(event)
  }

  const submitValid = (values: LeadFormValues) => {
    if (submitted.current) return
    submitted.current = true
    setProcessing(true)
    onValidSubmit(values, leadSuspicion(honeypot.current?.value ?? "", now() - openedAt))
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(submitValid)(event)

  const field = (name: keyof LeadFormValues, input: ComponentProps<"input">) => (
    <div css={fieldStyle}>
      <label htmlFor={`lead-${name}`}>{strings[`${WORDS[name]}Label`]}</label>
      <input
        css={inputStyle}
        id={`lead-${name}`}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `lead-${name}-error` : undefined}
        {...INPUTS[name]}
        enterKeyHint={name === "telefone" ? "send" : "next"}
        maxLength={FIELD_MAX_LENGTH[name]}
        placeholder={strings[`${WORDS[name]}Placeholder`]}
        {...input}
      />
      {errors[name]?.message && (
        <p css={errorTextStyle} id={`lead-${name}-error`} role="alert">
          {errors[name].message}
        </p>
      )}
    </div>
  )

  const [policyBefore, policyAfter = ""] = strings.policyNotice.split("{link}")
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={processing}>
      <fieldset css={fieldsStyle} disabled={processing}>
        {field("nome", nome)}
        {field("email", email)}
        {/* Room for a pasted '+55 (11) 98765-4321' before the mask trims it. */}
        {field("telefone", { ...telefone, onChange: onPhoneChange, maxLength: FIELD_MAX_LENGTH.telefone + 10 })}
        {/* For bots only: off-screen, out of the tab order and of the accessibility tree, never autofilled. */}
        <div css={honeypotStyle} aria-hidden="true">
          <input ref={honeypot} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Button css={submitStyle} type="submit" aria-busy={processing}>
          {processing ? strings.processingLabel : strings.submitLabel}
        </Button>
      </fieldset>
      {/* The policy opens in a new tab, so the filled form stays where it is. */}
      <p css={noticeStyle}>
        {policyBefore}
        <a href={PRIVACY_PATH} target="_blank" rel="noopener noreferrer">
          {strings.policyLinkLabel}
          <span className="visually-hidden"> {strings.newTabLabel}</span>
        </a>
        {policyAfter}
      </p>
      <p css={noteStyle}>{strings.privacyNote}</p>
    </form>
  )
}

const WORDS = { nome: "name", email: "email", telefone: "phone" } as const
const INPUTS: Record<keyof LeadFormValues, ComponentProps<"input">> = {
  nome: { type: "text", autoComplete: "name", autoCapitalize: "words" },
  email: { type: "email", inputMode: "email", autoComplete: "email", autoCapitalize: "none", spellCheck: false },
  telefone: { type: "tel", inputMode: "tel", autoComplete: "tel" },
}

const fieldsStyle = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const fieldStyle = css`
  display: grid;
  gap: ${theme.space[2]};
  label {
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    color: ${theme.colors.text};
  }
`

const inputStyle = css`
  width: 100%;
  min-height: 48px;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  /* 16px or more: iOS does not zoom into the field. */
  font-size: 1rem;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: ${theme.colors.textFaint};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(139, 92, 246, 0.35);
  }
  &[aria-invalid="true"] {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

/** Off-screen rather than display:none, which form-filling bots skip. */
const honeypotStyle = css`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const errorTextStyle = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
  color: ${theme.colors.danger};
`

const submitStyle = css`
  width: 100%;
  margin-top: ${theme.space[2]};
`

const noticeStyle = css`
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  text-align: center;
  a {
    color: ${theme.colors.accentText};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`

const noteStyle = css`
  margin: ${theme.space[4]} 0 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  text-align: center;
`
