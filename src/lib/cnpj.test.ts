import { cnpjCheckDigits, cnpjProblem, formatCnpj, isValidCnpj } from "./cnpj"

it("accepts a valid CNPJ with or without punctuation, the alphanumeric one issued since July 2026 too", () => {
  expect(["11.222.333/0001-81", "11222333000181", "12.345.678/0001-95"].map(cnpjProblem)).toEqual([
    undefined,
    undefined,
    undefined,
  ])
  // The Receita Federal's example.
  expect(cnpjCheckDigits("12ABC34501DE")).toBe("35")
  expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true)
})

it.each([
  [["11.222.333/0001-82"], "tem os dígitos verificadores errados: seriam 81, não 82; confira o número"],
  [["11.222.333/0001", "11.222.333/0001-8A", ""], 'não é um CNPJ: escreva-o como "12.345.678/0001-95"'],
  [["00.000.000/0000-00"], "não é um CNPJ de verdade (todos os caracteres são iguais)"],
])("rejects %j: %s", (cnpjs, problem) => {
  for (const cnpj of cnpjs) expect(cnpjProblem(cnpj)).toBe(problem)
})

it("writes a CNPJ with its usual punctuation, and leaves anything else as it is", () => {
  expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81")
  expect(formatCnpj("não é cnpj")).toBe("não é cnpj")
})
