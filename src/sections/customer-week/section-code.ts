// The shared UI this page's sections use, fetched with this loader: see SectionLoader in src/sections/page-registry.ts.
import "../../ui/primitives"
import "../../ui/Picture"
import type { SectionModule } from "../page-registry"
import type { SectionComponent } from "../PageSections"

/** A /semana-cliente section's component: it reads what its fragment, spread in SemanaClienteSections, selected. */
export type WeekSection = SectionComponent<Queries.SemanaClienteSectionsFragment>

/** A /semana-cliente section's code, by its folder: webpack makes each ./<folder>/index.ts a chunk of its own. */
export const sectionCode = (folder: string) =>
  import(`./${folder}/index.ts`) as Promise<SectionModule<Queries.SemanaClienteSectionsFragment>>
