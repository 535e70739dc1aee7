/**
 * The sections of each page, in order. Each name is an MDX copy file
 * (content/copy/<page>/<name>.mdx, whose frontmatter says `section: <name>`)
 * and, on the page, a component folder (src/components/<page>/<name>/). The
 * build fails when a copy file is missing; the page files fail to compile
 * when a component is.
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
    "banner",
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

export type PageId = keyof typeof PAGE_SECTIONS
export type SectionName<P extends PageId> = (typeof PAGE_SECTIONS)[P][number]
