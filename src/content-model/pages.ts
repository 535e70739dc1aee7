/** Each page's <main>, in order: each name is a copy file (content/copy/<page>/<name>.mdx) and a component folder. */
export const PAGE_SECTIONS = {
  home: [
    "hero",
    "painVsPath",
    "methodology",
    "journey",
    "agents",
    "demos",
    "portfolio",
    "toolPillars",
    "members",
    "course",
    "testimonials",
    "llmBonus",
    "valueStack",
    "pricing",
    "finalCta",
  ],
  "semana-cliente": [
    "hero",
    "audience",
    "stop",
    "includes",
    "pricing",
    "testimonials",
    "faq",
    "guarantee",
    "limited",
    "finalCta",
  ],
  obrigado: ["main", "support"],
  "404": ["main"],
  // The cookies section also shows the table from content/data/consent.json; contact, the seller from site.json.
  "politica-de-privacidade": ["main", "cookies", "contact"],
  "termos-de-uso": ["main"],
} as const

export const PAGE_CHROME_COPY: { readonly [P in keyof typeof PAGE_SECTIONS]?: readonly string[] } = {
  "semana-cliente": ["banner"],
}

export type PageId = keyof typeof PAGE_SECTIONS
export type SectionName<P extends PageId> = (typeof PAGE_SECTIONS)[P][number]

// Links from outside the page (ads, e-mails) point at these.
const ANCHOR_OVERRIDES: { readonly [P in PageId]?: { readonly [N in SectionName<P>]?: string } } = {
  home: { toolPillars: "features" },
  "politica-de-privacidade": { contact: "contato" },
}

export const sectionFolder = (name: string) => name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)

export function sectionAnchor<P extends PageId>(page: P, name: SectionName<P>): string {
  const overrides: { readonly [N in SectionName<P>]?: string } | undefined = ANCHOR_OVERRIDES[page]
  return overrides?.[name] ?? sectionFolder(name)
}

export const sectionLink = <P extends PageId>(page: P, name: SectionName<P>) => `#${sectionAnchor(page, name)}`
