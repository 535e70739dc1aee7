// The shared UI this page's sections use arrives with this loader, before the first
// section, and so stays out of the commons chunk every page loads (see SectionLoader
// in src/sections/page-registry.ts). A shared piece left out shows in `npm run bench`'s first-load figure.
import "../../ui/primitives"
import type { SectionModule } from "../page-registry"
import type { SectionComponent } from "../PageSections"

/** An /obrigado section's component: it reads what its fragment, spread in ObrigadoSections, selected. */
export type ThankYouSection = SectionComponent<Queries.ObrigadoSectionsFragment>

/** An /obrigado section's code, by its folder: webpack makes each ./<folder>/index.ts a chunk of its own. */
export const sectionCode = (folder: string) =>
  import(`./${folder}/index.ts`) as Promise<SectionModule<Queries.ObrigadoSectionsFragment>>
