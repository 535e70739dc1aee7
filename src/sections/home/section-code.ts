// The shared UI this page's sections use, fetched with this loader: see SectionLoader in src/sections/page-registry.ts.
import "../../ui/primitives"
import "../../ui/Picture"
import type { SectionModule } from "../page-registry"
import type { SectionComponent } from "../PageSections"

/** A home section's component: it reads what its fragment, spread in HomeSections, selected. */
export type HomeSection = SectionComponent<Queries.HomeSectionsFragment>

/** A home section's code, by its folder: webpack makes each ./<folder>/index.ts a chunk of its own. */
export const sectionCode = (folder: string) =>
  import(`./${folder}/index.ts`) as Promise<SectionModule<Queries.HomeSectionsFragment>>
