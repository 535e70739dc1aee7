import uiJson from "../../../../content/data/ui.json"
import { maskPhone, VALIDATORS } from "./validators"

const messages = uiJson.leadForm

describe.each([
  ["nome", ["", "   ", "\t\n"], [], ["Ana", "  João da Silva ", "Maria D'Ávila", "Zoë Ñuñez-Çelik", "李"]],
  [
    "email",
    ["", "   "],
    ["ana", "ana@", "ana@x", "@x.com", "ana @x.com", "ana@x .com", "ana@x.c", "ana@@x.com", "ana@x..com"],
    ["ana@x.com", "ana+promo@gmail.com", "a.b@mail.empresa.com.br", " ana@x.com ", "ANA@X.COM"],
  ],
  [
    "telefone",
    [""],
    ["11987654321", "(11) 9876-543", "(11) 98765-432", "(1) 98765-4321", "(11)98765-4321", "+55 (11) 98765-4321"],
    ["(11) 98765-4321", "(21) 3333-4444"],
  ],
] as const)("%s", (field, empty, invalid, valid) => {
  const check = (value: string) => VALIDATORS[field](value, messages)
  const required = { nome: "Nome é obrigatório", email: "Email é obrigatório", telefone: "Telefone é obrigatório" }
  const wrong = { nome: "", email: "Email inválido", telefone: "Formato: (11) 99999-9999" }
  it.each(empty)("requires a value (%j)", value => expect(check(value)).toBe(required[field]))
  if (invalid.length > 0) it.each(invalid)("rejects %j", value => expect(check(value)).toBe(wrong[field]))
  it.each(valid)("accepts %j", value => expect(check(value)).toBeUndefined())
})

describe("maskPhone", () => {
  it.each([
    ["", ""],
    ["(", ""],
    ["1", "(1"],
    ["(11) ", "(11"],
    ["119", "(11) 9"],
    ["(11) 9876-", "(11) 9876"],
    ["1198765", "(11) 9876-5"],
    ["1133334444", "(11) 3333-4444"],
    ["ab1c1-9x8", "(11) 98"],
    ["119876543219999", "(11) 98765-4321"],
    ["(21) 3333-4444", "(21) 3333-4444"],
  ])("shows %j, typed or erased, as %j", (typed, shown) => expect(maskPhone(typed)).toBe(shown))

  it.each([
    "+55 11 98765-4321",
    "+55 (11) 98765-4321",
    "(11) 98765-4321",
    "11 98765 4321",
    "011 98765-4321",
    "5511987654321",
    "0055 11 98765 4321",
  ])("turns the pasted %j into (11) 98765-4321", pasted => expect(maskPhone(pasted)).toBe("(11) 98765-4321"))
})
