/** SEO's public entry: each page's title, description and structured data (the site's icon: plugins/tab-icon). */
export { CourseJsonLd } from "./CourseJsonLd"
export { FaqJsonLd } from "./FaqJsonLd"
export { PageSeo } from "./PageSeo"
export { type CoursePlan } from "./structured-data"
