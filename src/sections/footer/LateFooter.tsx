import { nearViewport } from "../lazy"
import { FOOTER_ID } from "./footer-id"

/** The footer of a long page: its code comes as it nears the viewport, like the sections'. */
export const LateFooter = nearViewport<Queries.SiteFooterFragment>(FOOTER_ID, () =>
  import("./Footer").then(m => m.Footer),
)
