import { mountedLater } from "../../../ui/mountedLater"

/** The tags' code arrives after the page has mounted: none of it runs before the page is usable. */
export const DeferredTags = mountedLater("tags", () => import("./Tags").then(module => module.Tags))
