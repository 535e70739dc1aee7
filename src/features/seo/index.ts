/** SEO's public entry: each page's title, description, structured data and preloaded image. */
export { CourseJsonLd } from "./CourseJsonLd"
export { FaqJsonLd } from "./FaqJsonLd"
export { ImagePreload } from "./ImagePreload"
export { PageSeo } from "./PageSeo"
export { siteIcons } from "./site-icons"
export { type CoursePlan } from "./structured-data"
