import faqJson from "../../content/data/faq.json"
import plansJson from "../../content/data/plans.json"
import renewalOfferJson from "../../content/data/renewalOffer.json"
import { renewalOffers } from "./customer-week"
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

describe("the renewal offers", () => {
  // The prices as content holds them; the week's dates are this test's own.
  const offerPrice = renewalOfferJson.offerPrice
  const fullPrice = plansJson.plans.find(plan => plan.id === "max")?.price ?? 0
  const offer = {
    planName: "Max",
    offerPrice,
    fullPrice,
    startsAt: "2026-11-30T00:00:00-03:00",
    endsAt: "2026-12-06T23:59:59-03:00",
    checkoutUrl: "https://pay.example.com/semana",
    fullCheckoutUrl: "https://pay.example.com/cheio",
  }
  const full = { name: "Max", price: fullPrice, checkoutUrl: "https://pay.example.com/cheio" }

  it("state the full price and the week's price with its dates, true before, during and after the week", () => {
    const plans = renewalOffers(offer, false)
    expect(plans).toEqual([
      full,
      {
        name: "Max",
        price: offerPrice,
        checkoutUrl: "https://pay.example.com/semana",
        validFrom: "2026-11-30T00:00:00-03:00",
        validThrough: "2026-12-06T23:59:59-03:00",
        priceValidUntil: "2026-12-06",
      },
    ])
    expect(courseJsonLd({ ...course, plans }).offers).toEqual([
      expect.objectContaining({ price: fullPrice, url: "https://pay.example.com/cheio" }),
      expect.objectContaining({
        price: offerPrice,
        validFrom: "2026-11-30T00:00:00-03:00",
        validThrough: "2026-12-06T23:59:59-03:00",
        priceValidUntil: "2026-12-06",
      }),
    ])
    expect(courseJsonLd({ ...course, plans }).offers).toEqual([
      expect.not.objectContaining({ validThrough: expect.anything() as unknown }),
      expect.anything(),
    ])
  })

  it("without a start, the week's price holds from now until its end", () => {
    const [, week] = renewalOffers({ ...offer, startsAt: null }, false)
    expect(week).not.toHaveProperty("validFrom")
    expect(week).toMatchObject({ validThrough: offer.endsAt, priceValidUntil: "2026-12-06" })
  })

  it("built after the week, state only the full price", () => {
    expect(renewalOffers(offer, true)).toEqual([full])
  })
})

describe("course JSON-LD", () => {
  it("offers each plan of content/data/plans.json in BRL at its price", () => {
    const data = courseJsonLd(course)
    expect(data["@type"]).toBe("Course")
    expect(data.offers).toEqual(
      plansJson.plans.map(
        plan =>
          expect.objectContaining({
            "@type": "Offer",
            name: plan.name,
            price: plan.price,
            priceCurrency: "BRL",
            url: `https://pay.example.com/${plan.id}`,
          }) as unknown,
      ),
    )
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
