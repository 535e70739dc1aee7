import { deferred } from "../deferred"
import { FOOTER_ID } from "./footer-id"

/** The footer of a long page: its code comes as it nears the viewport, like the sections'. */
export const DeferredFooter = deferred<Queries.SiteFooterFragment>(FOOTER_ID, "near-viewport", () =>
  import("./Footer").then(m => m.Footer),
)
