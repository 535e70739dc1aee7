/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import { leadKeys, sendLeadKeys } from "./lead-keys"
import type { LeadRecord } from "./lead"

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

const lead = (categorias: LeadRecord["consentimento"]["categorias"]) =>
  ({
    lead_id: "7b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
    email: " Maria@Empresa.com.br ",
    telefone: "(11) 98765-4321",
    variante: "main",
    ambiente: "production",
    ga_client_id: "987.654",
    fbp: "fb.1.1.2",
    gclid: "g-1",
    consentimento: { categorias, versao_politica: 3, data_escolha: null },
  }) as unknown as LeadRecord

it("sends nothing without analytics or marketing consent", async () => {
  const post = jest.fn()
  await sendLeadKeys(lead(["necessary"]), post)
  expect(post).not.toHaveBeenCalled()
})

it("sends only what each consent allows, the e-mail and phone hashed as Meta and Google normalise them", async () => {
  expect(await leadKeys(lead(["necessary", "analytics"]))).toEqual({
    lead_id: "7b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
    variante: "main",
    ambiente: "production",
    consentimento: ["necessary", "analytics"],
    ga_client_id: "987.654",
    email_sha256: sha256("maria@empresa.com.br"),
    phone_sha256: sha256("5511987654321"),
  })
  expect(await leadKeys(lead(["necessary", "marketing"]))).toMatchObject({
    fbp: "fb.1.1.2",
    click_ids: { gclid: "g-1" },
  })
  expect(await leadKeys(lead(["necessary", "marketing"]))).not.toHaveProperty("ga_client_id")
})
