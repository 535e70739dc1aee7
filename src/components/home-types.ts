/** Shapes of the home page query, named for the section components. */
type Home = Queries.HomePageQuery

export type HomeCopy = Home["copy"]["nodes"][number]["frontmatter"] & { html: string }
export type UiStrings = Queries.UiStringsFragment
export type Phase = Home["phases"]["nodes"][number]
export type Agent = Home["agents"]["nodes"][number]
export type DemoVideo = Home["demoVideos"]["nodes"][number]
export type PortfolioItem = Home["portfolio"]["nodes"][number]
export type ToolPillar = Home["toolPillars"]["nodes"][number]
export type TemplateCategory = Home["templateCategories"]["nodes"][number]
export type Testimonial = Home["testimonials"]["nodes"][number]
export type LlmModel = Home["llmModels"]["nodes"][number]
export type ValueStackItem = Home["valueStack"]["nodes"][number]
export type Plan = Home["plans"]["nodes"][number]
export type Offer = NonNullable<Home["offer"]>
export type Comparison = NonNullable<Home["comparison"]>
export type MethodologyContent = NonNullable<Home["methodology"]>
