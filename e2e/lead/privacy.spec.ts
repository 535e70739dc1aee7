// Ad click ids follow marketing consent alone: analytics granted, marketing refused, none anywhere a lead goes.
import * as consent from "../helpers/consent"
import { expect, test } from "../helpers/fixtures"
import * as lead from "../helpers/lead-helpers"
import { checkoutLinksReady } from "../helpers/page-checks"

const FIRST_ARRIVAL = "/?utm_source=google&utm_campaign=busca-marca&gclid=clique-google-1"
const SECOND_ARRIVAL = "/?utm_source=facebook&utm_campaign=reels&fbclid=clique-meta-2"
const CLICK_IDS = /gclid|fbclid|clique-google|clique-meta/

test.use({ consent: "analytics" })

test("with analytics only, no click id reaches the webhooks, the lead's keys, the checkout or storage", async ({
  page,
  context,
}) => {
  const calls = await lead.routeWebhooks(context)
  const checkout = await lead.holdCheckout(context)
  const keys: string[] = []
  page.on("request", request => {
    if (new URL(request.url()).pathname === "/api/leads") keys.push(request.postData() ?? "")
  })
  await page.goto(FIRST_ARRIVAL)
  await expect.poll(() => lead.readStorage(page, lead.TRACKING_KEY)).not.toBeNull()
  await page.goto(SECOND_ARRIVAL)
  await Promise.all([checkoutLinksReady(page), consent.settled(page)])
  await page.locator('[data-plan="max"]').click()
  await lead.fillLeadForm(page, lead.VISITOR)
  await lead.submitLead(page)
  await expect.poll(() => calls.length).toBe(2)
  await expect.poll(() => checkout.requests.length).toBe(1)

  // Both touches are in the lead, their campaigns kept and their click ids gone, from every field.
  const sent = calls[0].body as unknown as Record<string, unknown>
  expect(sent).toMatchObject({
    primeiro_toque: { utm_campaign: "busca-marca" },
    ultimo_toque: { utm_campaign: "reels" },
    url_origem: expect.stringContaining("utm_campaign=reels"),
  })
  for (const call of calls) expect(JSON.stringify(call.body)).not.toMatch(CLICK_IDS)
  // Analytics is granted: the lead's keys go to the site's store, without a click id.
  await expect.poll(() => keys.length).toBe(1)
  expect(JSON.parse(keys[0])).toMatchObject({ lead_id: sent.lead_id, consentimento: ["necessary", "analytics"] })
  expect(keys[0]).not.toMatch(CLICK_IDS)
  // The page waits on its held checkout: its storage is read in another tab of the site.
  const tab = await context.newPage()
  await tab.goto("/robots.txt")
  const storage = await tab.evaluate(() => JSON.stringify(Object.entries(window.localStorage)))
  expect(storage).toContain("busca-marca")
  expect(storage).not.toMatch(CLICK_IDS)

  expect(lead.query(checkout.requests[0].url)).toMatchObject({ utm_source: "facebook", lead_captured: "true" })
  expect(checkout.requests[0].url).not.toMatch(CLICK_IDS)
  checkout.release()
})
