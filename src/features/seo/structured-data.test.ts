import faqJson from "../../../content/data/faq.json"
import plansJson from "../../../content/data/plans.json"
import renewalOfferJson from "../../../content/data/renewalOffer.json"
import { parsePrice } from "../../lib/price"
import { renewalPlan } from "../customer-week"
import { offerState, offerWindow, type OfferDates } from "../offers"
import { canonicalUrl, courseJsonLd, courseWorkload, faqJsonLd, serializeJsonLd } from "./structured-data"

const course = {
  name: "Formação Magic",
  description: "Aprenda a criar agentes de IA.",
  url: "https://example.com/",
  image: "https://example.com/og-image.png",
  siteName: "Formação Magic",
  siteUrl: "https://example.com",
  hours: "400+",
  plans: plansJson.plans.map(plan => ({
    name: plan.name,
    price: plan.price,
    checkoutUrl: `https://pay.example.com/${plan.id}`,
  })),
}

/** Whether the week was open at `instant`, as the build's GraphQL field openAtBuild says it. */
const openAt = (offer: OfferDates, instant: string) => offerState(offerWindow(offer), Date.parse(instant)) === "open"

describe("the renewal offer", () => {
  // The prices as content holds them; the week's dates are this test's own.
  const offerPrice = renewalOfferJson.offerPrice
  const fullPrice = plansJson.plans.find(plan => plan.id === "max")?.price ?? ""
  const offer = {
    planName: "Max",
    offerPrice,
    fullPrice,
    endsAt: "2026-12-06T23:59:59-03:00",
    checkoutUrl: "https://pay.example.com/semana",
    fullCheckoutUrl: "https://pay.example.com/cheio",
  }

  it("during the week is the offer price, valid until the week's last day", () => {
    const plan = renewalPlan(offer, openAt(offer, "2026-12-04T12:00:00-03:00"))
    expect(plan).toEqual({
      name: "Max",
      price: offerPrice,
      checkoutUrl: "https://pay.example.com/semana",
      priceValidUntil: "2026-12-06",
    })
    const data = courseJsonLd({ ...course, plans: [plan] })
    expect(data.offers).toEqual([
      expect.objectContaining({ price: parsePrice(offerPrice), priceValidUntil: "2026-12-06" }),
    ])
  })

  it("built after the week is the full price, with no end date", () => {
    const plan = renewalPlan(offer, openAt(offer, "2026-12-07T00:00:00-03:00"))
    expect(plan).toEqual({ name: "Max", price: fullPrice, checkoutUrl: "https://pay.example.com/cheio" })
    expect(courseJsonLd({ ...course, plans: [plan] }).offers).toEqual([
      expect.not.objectContaining({ priceValidUntil: expect.anything() as unknown }),
    ])
  })

  it("built before the week starts is the full price too", () => {
    const early = { ...offer, startsAt: "2026-11-30T00:00:00-03:00" }
    const plan = renewalPlan(early, openAt(early, "2026-11-22T12:00:00Z"))
    expect(plan.price).toBe(fullPrice)
  })
})

describe("course JSON-LD", () => {
  it("offers each plan of content/data/plans.json in BRL at the price its text shows", () => {
    const data = courseJsonLd(course)
    expect(data["@type"]).toBe("Course")
    expect(data.offers).toEqual([
      expect.objectContaining({
        "@type": "Offer",
        name: "Plus",
        price: 1497,
        priceCurrency: "BRL",
        url: "https://pay.example.com/plus",
      }),
      expect.objectContaining({
        "@type": "Offer",
        name: "Max",
        price: 2497,
        priceCurrency: "BRL",
        url: "https://pay.example.com/max",
      }),
    ])
  })

  it("keeps the cents of a price (content's renewal instalment)", () => {
    const withCents = renewalOfferJson.installmentPrice
    const data = courseJsonLd({
      ...course,
      plans: [{ name: "Parcela", price: withCents, checkoutUrl: "https://pay.example.com/x" }],
    })
    const [reais, cents] = withCents.replace(/[^\d,]/g, "").split(",")
    expect(data.offers).toEqual([expect.objectContaining({ price: Number(reais) + Number(cents) / 100 })])
  })

  it("refuses a price text it cannot read instead of publishing a wrong price", () => {
    expect(() =>
      courseJsonLd({
        ...course,
        plans: [{ name: "Plus", price: "mil reais", checkoutUrl: "https://pay.example.com/x" }],
      }),
    ).toThrow(/Plus.*mil reais/)
  })

  it("states the workload from the hours text, or leaves it out", () => {
    expect(courseWorkload("400+")).toBe("PT400H")
    expect(courseWorkload("mais de 400 horas")).toBe("PT400H")
    expect(courseWorkload(undefined)).toBeUndefined()
    expect(courseJsonLd({ ...course, hours: null }).hasCourseInstance).toEqual({
      "@type": "CourseInstance",
      courseMode: "Online",
    })
  })
})

describe("FAQ JSON-LD", () => {
  it("has one question with its answer per FAQ item, in order", () => {
    const items = faqJson.questions.filter(item => item.page === "semana-cliente")
    const data = faqJsonLd(items)
    expect(data["@type"]).toBe("FAQPage")
    expect(data.mainEntity).toEqual(
      items.map(item => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    )
  })
})

describe("serializeJsonLd", () => {
  it("cannot close its script tag early, and still parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script>" }
    const text = serializeJsonLd(data)
    expect(text).not.toContain("</script>")
    expect(JSON.parse(text)).toEqual(data)
  })
})

describe("canonicalUrl", () => {
  it("gives the root a slash and other pages none, whatever the input", () => {
    expect(canonicalUrl("https://example.com", "/")).toBe("https://example.com/")
    expect(canonicalUrl("https://example.com/", "")).toBe("https://example.com/")
    expect(canonicalUrl("https://example.com", "/semana-cliente/")).toBe("https://example.com/semana-cliente")
    expect(canonicalUrl("https://example.com/", "obrigado")).toBe("https://example.com/obrigado")
  })
})
