/** Shapes of the home page query, named for the section components. */
type Home = Queries.HomePageQuery
type Entries<K extends keyof Home, L extends keyof NonNullable<Home[K]>> = NonNullable<Home[K]>[L]

export type HomeCopy = Home["copy"]["nodes"][number]["frontmatter"] & { html: string }
export type UiStrings = Queries.UiStringsFragment
export type Phase = Entries<"journey", "phases">[number]
export type Agent = Entries<"agents", "agents">[number]
export type DemoVideo = Entries<"demos", "videos">[number]
export type PortfolioItem = Entries<"portfolio", "projects">[number]
export type ToolPillar = Entries<"toolPillars", "pillars">[number]
export type TemplateCategory = Entries<"toolPillars", "templateCategories">[number]
export type Testimonial = Entries<"testimonials", "testimonials">[number]
export type LlmModel = Entries<"llmBonus", "models">[number]
export type ValueStackItem = Entries<"valueStack", "items">[number]
export type Plan = Entries<"plans", "plans">[number]
export type Offer = NonNullable<Home["offer"]>
export type Comparison = NonNullable<Home["painVsPath"]>
export type MethodologyContent = NonNullable<Home["methodology"]>
