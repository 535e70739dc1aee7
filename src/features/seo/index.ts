/** SEO's public entry: each page's head as the build computed it (plugins/page-head; the site's icon: plugins/tab-icon). */
export { PageHead } from "./PageHead"
