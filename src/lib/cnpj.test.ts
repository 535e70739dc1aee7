import { cnpjCheckDigits, cnpjProblem, formatCnpj, isValidCnpj } from "./cnpj"

const NOT_A_CNPJ = 'não é um CNPJ: escreva-o como "12.345.678/0001-95"'

it.each(["11.222.333/0001-81", "11222333000181", "12.345.678/0001-95"])("accepts %s", cnpj => {
  expect(cnpjProblem(cnpj)).toBeUndefined()
})

it("computes both digits from the base, the alphanumeric CNPJ issued since July 2026 too (Receita Federal's example)", () => {
  expect(cnpjCheckDigits("112223330001")).toBe("81")
  expect(cnpjCheckDigits("12ABC34501DE")).toBe("35")
  expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true)
})

it.each([
  ["11.222.333/0001-82", "tem os dígitos verificadores errados: seriam 81, não 82; confira o número"],
  ["11.222.333/0001", NOT_A_CNPJ],
  ["11.222.333/0001-8A", NOT_A_CNPJ],
  ["", NOT_A_CNPJ],
  ["00.000.000/0000-00", "não é um CNPJ de verdade (todos os caracteres são iguais)"],
])("rejects %j: %s", (cnpj, problem) => {
  expect(cnpjProblem(cnpj)).toBe(problem)
})

it("writes a CNPJ with its usual punctuation, and leaves anything else as it is", () => {
  expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81")
  expect(formatCnpj("não é cnpj")).toBe("não é cnpj")
})
