/**
 * The pages the CMS preview renders with the site's own sections: every
 * section of / and /semana-cliente, from the pages' registries
 * (src/sections/<page-folder>/sections.ts), loaded at once (the site loads
 * them late; the preview has no fold to wait for).
 */
import type { ReactNode } from "react"
import { PageSections } from "../../../src/sections/PageSections"
import { loadedSections } from "../../../src/sections/page-registry"
import { sectionLink } from "../../../src/sections/page-sections"
import { HOME_SECTIONS } from "../../../src/sections/home/sections"
import { WEEK_SECTIONS } from "../../../src/sections/customer-week/sections"
import { Banner } from "../../../src/sections/customer-week/banner/Banner"
import { CustomerWeek } from "../../../src/features/customer-week"
import { loadPromoBanner } from "../../../src/features/promo"

type HomeData = Queries.HomePageQuery
type WeekData = Queries.SemanaClientePageQuery

/** A page's view of its data, once its sections' code is loaded. */
type PreviewRender = (data: unknown) => ReactNode

async function homePreview(): Promise<PreviewRender> {
  const [PromoBanner, sections] = await Promise.all([
    loadPromoBanner(sectionLink("home", "pricing")),
    loadedSections<"home", Queries.HomeSectionsFragment>(
      HOME_SECTIONS,
      () => import("../../../src/sections/home/section-code"),
    ),
  ])
  return function renderHome(data) {
    return (
      <>
        <PromoBanner data={data as HomeData} />
        <main>
          <PageSections page="home" data={data as HomeData} sections={sections} />
        </main>
      </>
    )
  }
}

async function weekPreview(): Promise<PreviewRender> {
  const sections = await loadedSections<"semana-cliente", Queries.SemanaClienteSectionsFragment>(
    WEEK_SECTIONS,
    () => import("../../../src/sections/customer-week/section-code"),
  )
  return function renderWeek(data) {
    const week = data as WeekData
    return (
      <>
        {week.renewalOfferJson && <CustomerWeek dates={week.renewalOfferJson} />}
        <Banner data={week} />
        <main>
          <PageSections page="semana-cliente" data={week} sections={sections} />
        </main>
      </>
    )
  }
}

/** The pages the preview renders, by the page ids of src/sections/page-sections.ts. */
const PREVIEW_PAGES = { home: homePreview, "semana-cliente": weekPreview } as const

export type PreviewPage = keyof typeof PREVIEW_PAGES

const ready = new Map<PreviewPage, Promise<PreviewRender>>()

/** The page's view of `data`; its sections' code is loaded once, at the first preview of the page. */
export async function renderPreviewPage(page: PreviewPage, data: unknown): Promise<ReactNode> {
  let render = ready.get(page)
  if (!render) {
    render = PREVIEW_PAGES[page]()
    ready.set(page, render)
  }
  return (await render)(data)
}
