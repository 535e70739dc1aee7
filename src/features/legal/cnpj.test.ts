import { cnpjCheckDigits, cnpjProblem, formatCnpj, isValidCnpj } from "../../lib/cnpj"

describe("CNPJ check digits", () => {
  it.each(["11.222.333/0001-81", "11222333000181", "12.345.678/0001-95"])("accepts %s", cnpj => {
    expect(cnpjProblem(cnpj)).toBeUndefined()
  })

  it("computes both digits from the 12-digit base", () => {
    expect(cnpjCheckDigits("112223330001")).toBe("81")
  })

  it("accepts the alphanumeric CNPJ issued since July 2026 (Receita Federal's example)", () => {
    expect(cnpjCheckDigits("12ABC34501DE")).toBe("35")
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true)
  })

  it("says which check digits a mistyped CNPJ should have", () => {
    expect(cnpjProblem("11.222.333/0001-82")).toBe(
      "tem os dígitos verificadores errados: seriam 81, não 82; confira o número",
    )
  })

  it.each([
    ["11.222.333/0001", 'não é um CNPJ: escreva-o como "12.345.678/0001-95"'],
    ["11.222.333/0001-8A", 'não é um CNPJ: escreva-o como "12.345.678/0001-95"'],
    ["00.000.000/0000-00", "não é um CNPJ de verdade (todos os caracteres são iguais)"],
    ["", 'não é um CNPJ: escreva-o como "12.345.678/0001-95"'],
  ])("rejects %j", (cnpj, problem) => {
    expect(cnpjProblem(cnpj)).toBe(problem)
  })

  it("writes a CNPJ with its usual punctuation", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81")
    expect(formatCnpj("não é cnpj")).toBe("não é cnpj")
  })
})
