import uiJson from "../../../../content/data/ui.json"
import { validateEmail, validateName, validatePhone } from "./validators"

const messages = uiJson.leadForm

describe("lead form messages come from content", () => {
  it("are the site's exact Portuguese strings", () => {
    expect(messages).toMatchObject({
      nameRequired: "Nome é obrigatório",
      emailRequired: "Email é obrigatório",
      emailInvalid: "Email inválido",
      phoneRequired: "Telefone é obrigatório",
      phoneInvalid: "Formato: (11) 99999-9999",
    })
  })
})

describe("validateName", () => {
  it.each(["", "   ", "\t\n"])("requires a name (%j)", value => {
    expect(validateName(value, messages)).toBe("Nome é obrigatório")
  })
  it.each(["Ana", "  João da Silva ", "Maria D'Ávila", "Zoë Ñuñez-Çelik", "李"])("accepts %j", value => {
    expect(validateName(value, messages)).toBeUndefined()
  })
})

describe("validateEmail", () => {
  it.each(["", "   "])("requires an email (%j)", value => {
    expect(validateEmail(value, messages)).toBe("Email é obrigatório")
  })
  it.each(["ana", "ana@", "ana@x", "@x.com", "ana @x.com", "ana@x .com", "ana@x.c", "ana@@x.com", "ana@x..com"])(
    "rejects %j",
    value => {
      expect(validateEmail(value, messages)).toBe("Email inválido")
    },
  )
  it.each(["ana@x.com", "ana+promo@gmail.com", "a.b@mail.empresa.com.br", " ana@x.com ", "ANA@X.COM"])(
    "accepts %j",
    value => {
      expect(validateEmail(value, messages)).toBeUndefined()
    },
  )
})

describe("validatePhone", () => {
  it("requires a phone", () => {
    expect(validatePhone("", messages)).toBe("Telefone é obrigatório")
  })
  it.each([
    "11987654321",
    "(11) 9876-543",
    "(11) 98765-432",
    "(1) 98765-4321",
    "(11)98765-4321",
    "+55 (11) 98765-4321",
  ])("rejects %j", value => {
    expect(validatePhone(value, messages)).toBe("Formato: (11) 99999-9999")
  })
  it.each(["(11) 98765-4321", "(21) 3333-4444"])("accepts %j", value => {
    expect(validatePhone(value, messages)).toBeUndefined()
  })
})
