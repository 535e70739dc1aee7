// The shared UI this page's sections use, fetched with this loader: see SectionLoader in src/sections/page-registry.ts.
import "../../ui/primitives"
import type { SectionModule } from "../page-registry"
import type { SectionComponent } from "../PageSections"

/** An /obrigado section's component: it reads what its fragment, spread in ObrigadoSections, selected. */
export type ThankYouSection = SectionComponent<Queries.ObrigadoSectionsFragment>

/** An /obrigado section's code, by its folder: webpack makes each ./<folder>/index.ts a chunk of its own. */
export const sectionCode = (folder: string) =>
  import(`./${folder}/index.ts`) as Promise<SectionModule<Queries.ObrigadoSectionsFragment>>
