/**
 * The site's pages and the sections of each page's <main>, in order. Each name is a copy file
 * (content/copy/<page>/<name>.mdx; the build fails when one is missing) and a component folder
 * (src/sections/<page-folder>/<kebab-name>/).
 */
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

/** Copy files of a page's parts outside <main> (its top banner), which the build requires too. */
export const PAGE_CHROME_COPY: { readonly [P in keyof typeof PAGE_SECTIONS]?: readonly string[] } = {
  "semana-cliente": ["banner"],
}

export type PageId = keyof typeof PAGE_SECTIONS
export type SectionName<P extends PageId> = (typeof PAGE_SECTIONS)[P][number]

/** Anchors fixed for some sections: links from outside the page (ads, e-mails) point at them. */
const ANCHOR_OVERRIDES: { readonly [P in PageId]?: { readonly [N in SectionName<P>]?: string } } = {
  home: { toolPillars: "features" },
  "politica-de-privacidade": { contact: "contato" },
}

/** A section's folder in its page's folder: its name in kebab-case ("painVsPath" → "pain-vs-path"). */
export const sectionFolder = (name: string) => name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)

/** A section's anchor, the id of its root element: its name in kebab-case unless the page fixes another. */
export function sectionAnchor<P extends PageId>(page: P, name: SectionName<P>): string {
  const overrides: { readonly [N in SectionName<P>]?: string } | undefined = ANCHOR_OVERRIDES[page]
  return overrides?.[name] ?? sectionFolder(name)
}

/** An in-page link to a section ("#pricing"). */
export const sectionLink = <P extends PageId>(page: P, name: SectionName<P>) => `#${sectionAnchor(page, name)}`
