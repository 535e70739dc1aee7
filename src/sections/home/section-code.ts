// The shared UI this page's sections use arrives with this loader, before the first
// section, and so stays out of the commons chunk every page loads (see SectionLoader
// in src/sections/page-registry.ts). A shared piece left out shows in `npm run bench`'s first-load figure.
import "../../ui/primitives"
import "../../ui/Picture"
import type { SectionModule } from "../page-registry"
import type { SectionComponent } from "../PageSections"

/** A home section's component: it reads what its fragment, spread in HomeSections, selected. */
export type HomeSection = SectionComponent<Queries.HomeSectionsFragment>

/** A home section's code, by its folder: webpack makes each ./<folder>/index.ts a chunk of its own. */
export const sectionCode = (folder: string) =>
  import(`./${folder}/index.ts`) as Promise<SectionModule<Queries.HomeSectionsFragment>>
