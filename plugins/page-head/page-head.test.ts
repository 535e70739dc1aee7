import faqJson from "../../content/data/faq.json"
import pagesJson from "../../content/data/pages.json"
import plansJson from "../../content/data/plans.json"
import renewalOfferJson from "../../content/data/renewalOffer.json"
import { pageHead, type HeadContent, type HeadTag, type PageHead } from "./page-head"

// The texts as content holds them; the state of the week and the addresses are this test's own.
const content = (openAtBuild: boolean, endedAtBuild = false): HeadContent => ({
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
  offerJson: { courseHours: "400+" },
  renewalOfferJson: {
    ...renewalOfferJson,
    fullPrice: plansJson.plans.find(plan => plan.id === "max")!.price,
    openAtBuild,
    endedAtBuild,
  },
  faqJson,
})
const entry = (id: string) => pagesJson.pages.find(page => page.id === id)!
const tag = (head: PageHead, key: keyof HeadTag, value: string) => head.tags.find(candidate => candidate[key] === value)
const parsed = (head: PageHead) => head.jsonLd.map(text => JSON.parse(text) as Record<string, unknown>)

describe("a page's head", () => {
  it("has the page's title and description, its canonical address and its sharing cards, in the page's order", () => {
    const head = pageHead("termos-de-uso", false, content(true))
    expect(head.title).toBe(entry("termos-de-uso").title)
    expect(head.tags.map(({ name, property, rel }) => name ?? property ?? rel)).toEqual([
      "description",
      "theme-color",
      "color-scheme",
      "canonical",
      "og:type",
      "og:locale",
      "og:site_name",
      "og:title",
      "og:description",
      "og:url",
      "og:image",
      "og:image:type",
      "og:image:width",
      "og:image:height",
      "og:image:alt",
      "twitter:card",
      "twitter:image:alt",
    ])
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
  })

  it("refuses a page that content/data/pages.json does not describe", () => {
    expect(() => pageHead("nova", false, content(true))).toThrow('content/data/pages.json has no entry "nova"')
  })

  it("on /, describes the course with one offer per plan", () => {
    const [course] = parsed(pageHead("home", false, content(true)))
    expect(course).toMatchObject({
      "@type": "Course",
      url: "https://example.com/",
      description: entry("home").description,
    })
    expect(course.offers).toHaveLength(plansJson.plans.length)
  })
})

describe("/semana-cliente's head", () => {
  const week = entry("semana-cliente")
  const questions = faqJson.questions.filter(question => question.page === "semana-cliente")
  const faqNames = (head: PageHead) =>
    (parsed(head).find(block => block["@type"] === "FAQPage")?.mainEntity as Array<{ name: string }>).map(
      item => item.name,
    )

  it("built during the week, promises the offer and states the week's dated price", () => {
    const head = pageHead("semana-cliente", false, content(true))
    expect(head.title).toBe(week.title)
    const course = parsed(head).find(block => block["@type"] === "Course")
    expect(course?.offers).toEqual([
      expect.objectContaining({ url: "https://pay.example.com/cheio" }),
      expect.objectContaining({
        url: "https://pay.example.com/semana",
        validThrough: renewalOfferJson.endsAt,
        priceValidUntil: renewalOfferJson.endsAt.slice(0, 10),
      }),
    ])
    expect(faqNames(head)).toEqual(
      questions.filter(question => question.weekOnly !== "closed").map(question => question.question),
    )
  })

  it("built outside the week, takes the outside-week title and description, and the questions true then", () => {
    const head = pageHead("semana-cliente", false, content(false))
    expect(head.title).toBe(week.outsideWeekTitle ?? week.title)
    expect(tag(head, "name", "description")?.content).toBe(week.outsideWeekDescription ?? week.description)
    expect(parsed(head).find(block => block["@type"] === "Course")?.description).toBe(
      week.outsideWeekDescription ?? week.description,
    )
    expect(faqNames(head)).toEqual(
      questions.filter(question => question.weekOnly !== "open").map(question => question.question),
    )
  })

  it("built after the week, offers only the full price", () => {
    const course = parsed(pageHead("semana-cliente", false, content(false, true))).find(
      block => block["@type"] === "Course",
    )
    expect(course?.offers).toEqual([expect.objectContaining({ url: "https://pay.example.com/cheio" })])
  })
})
