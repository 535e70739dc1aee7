// The words of the content checks' messages: no English default of zod's reaches a writer.
import type { z } from "zod"

export function describe(value: unknown): string {
  // JSON.stringify(undefined) is undefined, whatever its type says.
  const shown = JSON.stringify(value) as string | undefined
  return shown === undefined ? "vazio" : shown.length > 60 ? `${shown.slice(0, 57)}...` : shown
}

export const fieldLabel = (where: string): string => `campo "${where}"`

export const entryLabel = (id: unknown, index: number): string =>
  typeof id === "string" && id ? `entrada "${id}"` : `entrada nº ${index + 1}`

const plural = (singular: string, several: string) => (count: number | bigint) =>
  `${String(count)} ${Number(count) === 1 ? singular : several}`
const items = plural("item", "itens")
const characters = plural("caractere", "caracteres")

const KINDS: Readonly<Record<string, string>> = {
  string: "um texto, entre aspas",
  int: "um número inteiro",
  number: "um número",
  boolean: "true ou false (sem aspas)",
  array: "uma lista, entre colchetes: [ … ]",
  object: "um grupo de campos, entre chaves: { … }",
}

const sizeOf = (input: unknown) => (Array.isArray(input) || typeof input === "string" ? input.length : 0)

type Issue = Parameters<z.core.$ZodErrorMap>[0]
type SizeIssue = Extract<Issue, { code: "too_small" | "too_big" }>

function sizeMessage(issue: SizeIssue): string {
  const small = issue.code === "too_small"
  const limit = small ? issue.minimum : issue.maximum
  const size = sizeOf(issue.input)
  if (issue.origin === "array") {
    if (issue.exact) return `precisa de exatamente ${items(limit)} e tem ${size}`
    return small
      ? `precisa de pelo menos ${items(limit)} e tem ${size}: acrescente ${Number(limit) - size}`
      : `aceita no máximo ${items(limit)} e tem ${size}: tire ${size - Number(limit)}`
  }
  if (issue.origin === "string") {
    if (issue.exact) return `${describe(issue.input)} precisa ter exatamente ${characters(limit)}`
    return small
      ? `${describe(issue.input)} é curto demais: escreva pelo menos ${characters(limit)}`
      : `${describe(issue.input)} é longo demais: use no máximo ${characters(limit)}`
  }
  const value = describe(issue.input)
  if (issue.inclusive === false) {
    return `${value} está fora do limite: use um valor ${small ? "maior" : "menor"} que ${String(limit)}`
  }
  return small
    ? `${value} está abaixo do mínimo: use ${String(limit)} ou mais`
    : `${value} passa do máximo: use ${String(limit)} ou menos`
}

function formatHint(issue: Extract<Issue, { code: "invalid_format" }>): string {
  const given = (key: string) => (key in issue ? String((issue as Record<string, unknown>)[key]) : "")
  const hints: Record<string, string> = {
    email: "Escreva um e-mail como contato@empresa.com.br",
    url: "Use um endereço completo que comece com https://",
    starts_with: `Comece o texto com "${given("prefix")}"`,
    ends_with: `Termine o texto com "${given("suffix")}"`,
    includes: `Inclua "${given("includes")}" no texto`,
    regex: `Siga o formato do campo (${given("pattern")})`,
  }
  return hints[issue.format] ?? `Siga o formato do campo (${issue.format})`
}

/** A schema's own message wins over these. */
export const writerWording: z.core.$ZodErrorMap = issue => {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined || issue.input === null) return "está vazio, mas é obrigatório: preencha-o"
      const kind = KINDS[issue.expected] ?? issue.expected
      // A number or true/false written between quotes is text to JSON.
      const unquoted = typeof issue.input === "string" ? issue.input.trim() : undefined
      const quoted =
        unquoted !== undefined &&
        (issue.expected === "boolean" ? /^(true|false)$/.test(unquoted) : /^-?\d+(\.\d+)?$/.test(unquoted))
      return `deve ser ${kind}, mas está ${describe(issue.input)}${quoted ? ": tire as aspas" : ""}`
    }
    case "invalid_value":
      return issue.values.length === 1
        ? `${describe(issue.input)} não serve: aqui só vale "${String(issue.values[0])}"`
        : `${describe(issue.input)} não está entre as opções: ${issue.values.map(value => `"${String(value)}"`).join(", ")}. Escolha uma delas`
    case "too_small":
    case "too_big":
      return sizeMessage(issue)
    case "unrecognized_keys": {
      // The fields the object takes, for validation.ts's message.
      const shape = issue.inst && "shape" in issue.inst ? (issue.inst.shape as Record<string, unknown>) : {}
      return Object.keys(shape).join(", ")
    }
    case "invalid_format":
      return formatHint(issue)
    case "not_multiple_of":
      return `${describe(issue.input)} deve ser múltiplo de ${String(issue.divisor)}`
    case "invalid_key":
      return `a chave ${describe(issue.input)} não vale aqui: confira o nome`
    case "invalid_element":
      return `um item de ${describe(issue.input)} não vale aqui: confira os itens`
    case "invalid_union":
      return `${describe(issue.input)} não está em nenhuma das formas que este campo aceita`
    default:
      return `${describe(issue.input)} não vale neste campo: confira o valor`
  }
}
