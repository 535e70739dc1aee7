import styled from "@emotion/styled"
import { useRef, useState, type ChangeEvent } from "react"
import { useForm } from "react-hook-form"
import { maskPhone } from "../../lib/phone-mask"
import {
  FIELD_MAX_LENGTH,
  validateEmail,
  validateName,
  validatePhone,
  type LeadFormMessages,
  type LeadFormValues,
} from "../../lib/validators"
import { Button } from "../ui/Button"

export interface LeadFormStrings extends LeadFormMessages {
  nameLabel: string
  namePlaceholder: string
  emailLabel: string
  emailPlaceholder: string
  phoneLabel: string
  phonePlaceholder: string
  submitLabel: string
  processingLabel: string
  privacyNote: string
}

interface LeadFormProps {
  strings: LeadFormStrings
  /** Called once, with the visitor's values, after a submit without errors. */
  onValidSubmit: (values: LeadFormValues) => void
  idPrefix?: string
}

/**
 * Nome, Email and Telefone, checked on submit with the spec's messages.
 * Editing a field clears its error; a valid submit switches to
 * 'Processando...' with everything disabled, and never submits twice.
 */
export function LeadForm({ strings, onValidSubmit, idPrefix = "lead" }: LeadFormProps) {
  const [processing, setProcessing] = useState(false)
  const submitted = useRef(false)
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<LeadFormValues>({
    mode: "onSubmit",
    // The spec: editing clears the error; checks run again only on submit.
    reValidateMode: "onSubmit",
    defaultValues: { nome: "", email: "", telefone: "" },
  })

  const nome = register("nome", { validate: value => validateName(value, strings) ?? true, onChange: () => clearErrors("nome") })
  const email = register("email", { validate: value => validateEmail(value, strings) ?? true, onChange: () => clearErrors("email") })
  const telefone = register("telefone", {
    validate: value => validatePhone(value, strings) ?? true,
    onChange: () => clearErrors("telefone"),
  })

  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = maskPhone(event.target.value)
    return telefone.onChange(event)
  }

  const onSubmit = handleSubmit(values => {
    if (submitted.current) return
    submitted.current = true
    setProcessing(true)
    onValidSubmit(values)
  })

  const fieldIds = (name: keyof LeadFormValues) => ({ input: `${idPrefix}-${name}`, error: `${idPrefix}-${name}-error` })
  const described = (name: keyof LeadFormValues) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": fieldIds(name).error } : { "aria-invalid": false as const }
  const errorText = (name: keyof LeadFormValues) =>
    errors[name]?.message ? (
      <ErrorText id={fieldIds(name).error} role="alert">
        {errors[name]?.message}
      </ErrorText>
    ) : null

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={processing}>
      <Fields disabled={processing}>
        <Field>
          <label htmlFor={fieldIds("nome").input}>{strings.nameLabel}</label>
          <Input
            id={fieldIds("nome").input}
            type="text"
            autoComplete="name"
            autoCapitalize="words"
            enterKeyHint="next"
            maxLength={FIELD_MAX_LENGTH.nome}
            placeholder={strings.namePlaceholder}
            {...described("nome")}
            {...nome}
          />
          {errorText("nome")}
        </Field>
        <Field>
          <label htmlFor={fieldIds("email").input}>{strings.emailLabel}</label>
          <Input
            id={fieldIds("email").input}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="next"
            maxLength={FIELD_MAX_LENGTH.email}
            placeholder={strings.emailPlaceholder}
            {...described("email")}
            {...email}
          />
          {errorText("email")}
        </Field>
        <Field>
          <label htmlFor={fieldIds("telefone").input}>{strings.phoneLabel}</label>
          <Input
            id={fieldIds("telefone").input}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            enterKeyHint="send"
            // Room for a pasted '+55 (11) 98765-4321' before the mask trims it.
            maxLength={FIELD_MAX_LENGTH.telefone + 10}
            placeholder={strings.phonePlaceholder}
            {...described("telefone")}
            {...telefone}
            onChange={onPhoneChange}
          />
          {errorText("telefone")}
        </Field>
        <Submit type="submit">
          {processing && <Spinner aria-hidden="true" />}
          {processing ? strings.processingLabel : strings.submitLabel}
        </Submit>
      </Fields>
      <Note>{strings.privacyNote}</Note>
    </form>
  )
}

const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* 16px or more: iOS does not zoom into the field. */
  font-size: 1rem;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(139, 92, 246, 0.35);
  }
  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space[2]};
`

const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border: 2px solid rgba(255, 255, 255, 0.35);
  border-top-color: #fff;
  border-radius: 50%;
  animation: lead-spin 0.8s linear infinite;
  @keyframes lead-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`
