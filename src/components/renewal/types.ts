/** Shapes of the /semana-cliente page query, named for the section components. */
type Renewal = Queries.RenewalPageQuery

export type RenewalCopy = Renewal["copy"]["nodes"][number]["frontmatter"] & { html: string }
export type RenewalOffer = NonNullable<Renewal["offer"]>
export type RenewalContent = NonNullable<Renewal["renewal"]>
export type RenewalLabels = RenewalContent["labels"]
export type RenewalCard = RenewalContent["audiences"][number]
export type RenewalPriceItem = NonNullable<Renewal["priceItems"]>["items"][number]
export type RenewalTestimonial = NonNullable<Renewal["testimonials"]>["testimonials"][number]
export type RenewalFaqItem = NonNullable<Renewal["faq"]>["questions"][number]
