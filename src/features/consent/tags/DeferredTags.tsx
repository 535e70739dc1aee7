import { deferredComponent } from "../../../ui/deferred-component"

/** The tags' code arrives after the page has mounted: none of it runs before the page is usable. */
export const DeferredTags = deferredComponent("tags", () => import("./Tags").then(module => module.Tags))
