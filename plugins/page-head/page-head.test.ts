import faqJson from "../../content/data/faq.json"
import pagesJson from "../../content/data/pages.json"
import plansJson from "../../content/data/plans.json"
import renewalOfferJson from "../../content/data/renewalOffer.json"
import { pageHead, type HeadContent, type HeadTag, type PageHead } from "./page-head"

const fullPrice = plansJson.plans.find(plan => plan.id === "max")!.price
// The texts and prices as content holds them; the state of the week and the addresses are this test's own.
const content = (openAtBuild: boolean, endedAtBuild = false, week: Partial<HeadContent["renewalOfferJson"]> = {}) => ({
  site: {
    siteMetadata: {
      siteUrl: "https://example.com/",
      siteName: "Formação Magic",
      renewalCheckout: "https://pay.example.com/semana",
      renewalCheckoutFull: "https://pay.example.com/cheio",
    },
  },
  pagesJson,
  plansJson: { plans: plansJson.plans.map(plan => ({ ...plan, checkoutUrl: `https://pay.example.com/${plan.id}` })) },
  offerJson: { courseHours: "mais de 400 horas" },
  renewalOfferJson: { ...renewalOfferJson, fullPrice, openAtBuild, endedAtBuild, ...week },
  faqJson,
})
const entry = (id: string) => pagesJson.pages.find(page => page.id === id)!
const tag = (head: PageHead, key: keyof HeadTag, value: string) => head.tags.find(candidate => candidate[key] === value)
const block = (head: PageHead, type: string) =>
  head.jsonLd.map(text => JSON.parse(text) as Record<string, unknown>).find(data => data["@type"] === type)

describe("a page's head", () => {
  it("has the page's title and description, its canonical address and its sharing cards, in the page's order", () => {
    const head = pageHead("termos-de-uso", false, content(true))
    expect(head.title).toBe(entry("termos-de-uso").title)
    expect(head.tags.map(({ name, property, rel }) => name ?? property ?? rel)).toEqual(
      "description theme-color color-scheme canonical og:type og:locale og:site_name og:title og:description og:url og:image og:image:type og:image:width og:image:height og:image:alt twitter:card twitter:image:alt".split(
        " ",
      ),
    )
    expect(tag(head, "rel", "canonical")?.href).toBe("https://example.com/termos-de-uso")
    expect(tag(head, "property", "og:url")?.content).toBe("https://example.com/termos-de-uso")
    expect(tag(head, "property", "og:image")?.content).toBe("https://example.com/og-image.png")
    expect(tag(head, "name", "description")?.content).toBe(entry("termos-de-uso").description)
    expect(head.jsonLd).toEqual([])
  })

  it("noindex: tells search engines to leave the page out, and names no canonical address", () => {
    const head = pageHead("obrigado", true, content(true))
    expect(tag(head, "name", "robots")?.content).toBe("noindex, nofollow")
    expect(tag(head, "rel", "canonical")).toBeUndefined()
    expect(() => pageHead("nova", false, content(true))).toThrow('content/data/pages.json has no entry "nova"')
  })

  it("on /, describes the course with its workload and one offer per plan, in BRL at its price", () => {
    const course = block(pageHead("home", false, content(true)), "Course")
    expect(course).toMatchObject({
      url: "https://example.com/",
      description: entry("home").description,
      provider: { url: "https://example.com/" },
      hasCourseInstance: { courseWorkload: "PT400H" },
    })
    expect(course?.offers).toEqual(
      plansJson.plans.map((plan): unknown =>
        expect.objectContaining({
          "@type": "Offer",
          name: plan.name,
          price: plan.price,
          priceCurrency: "BRL",
          url: `https://pay.example.com/${plan.id}`,
        }),
      ),
    )
  })

  it("cannot close its JSON-LD's script tag early, and still parses back to the same text", () => {
    const head = pageHead("home", false, {
      ...content(true),
      offerJson: null,
      site: { siteMetadata: { ...content(true).site.siteMetadata, siteName: "</script>" } },
    })
    expect(head.jsonLd[0]).not.toContain("</script>")
    expect(block(head, "Course")).toMatchObject({ name: "</script>", hasCourseInstance: { courseMode: "Online" } })
    expect(block(head, "Course")?.hasCourseInstance).not.toHaveProperty("courseWorkload")
  })
})

describe("/semana-cliente's head", () => {
  const week = entry("semana-cliente")
  const questions = faqJson.questions.filter(question => question.page === "semana-cliente")
  const faqNames = (head: PageHead) =>
    (block(head, "FAQPage")?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>).map(
      item => item.name,
    )
  const full = { price: fullPrice, url: "https://pay.example.com/cheio" }

  it("built during the week, promises the offer, states the week's price with its dates, and its questions", () => {
    const head = pageHead("semana-cliente", false, content(true))
    expect(head.title).toBe(week.title)
    expect(block(head, "Course")?.offers).toEqual([
      expect.not.objectContaining({ validThrough: expect.anything() as unknown }),
      expect.objectContaining({
        price: renewalOfferJson.offerPrice,
        url: "https://pay.example.com/semana",
        validThrough: renewalOfferJson.endsAt,
        priceValidUntil: renewalOfferJson.endsAt.slice(0, 10),
      }),
    ])
    expect(block(head, "Course")?.offers).toEqual([expect.objectContaining(full), expect.anything()])
    expect(faqNames(head)).toEqual(
      questions.filter(question => question.weekOnly !== "closed").map(question => question.question),
    )
    // Without a start, the week's price holds from now until its end.
    const open = block(pageHead("semana-cliente", false, content(true, false, { startsAt: null })), "Course")
    expect((open?.offers as object[])[1]).not.toHaveProperty("validFrom")
  })

  it("built outside the week, takes the outside-week title and description, and the questions true then", () => {
    const head = pageHead("semana-cliente", false, content(false))
    expect(head.title).toBe(week.outsideWeekTitle ?? week.title)
    expect(tag(head, "name", "description")?.content).toBe(week.outsideWeekDescription ?? week.description)
    expect(block(head, "Course")?.description).toBe(week.outsideWeekDescription ?? week.description)
    expect(faqNames(head)).toEqual(
      questions.filter(question => question.weekOnly !== "open").map(question => question.question),
    )
  })

  it("built after the week, offers only the full price", () => {
    expect(block(pageHead("semana-cliente", false, content(false, true)), "Course")?.offers).toEqual([
      expect.objectContaining(full),
    ])
  })
})
