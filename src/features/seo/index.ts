/** SEO's public entry: each page's title, description, structured data and tab icon. */
export { CourseJsonLd } from "./CourseJsonLd"
export { FaqJsonLd } from "./FaqJsonLd"
export { PageSeo } from "./PageSeo"
export { siteIcons } from "./site-icons"
export { type CoursePlan } from "./structured-data"
