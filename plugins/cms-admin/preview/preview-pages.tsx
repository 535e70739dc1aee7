/**
 * The pages the CMS preview renders with the site's own sections: every
 * section of / and /semana-cliente, loaded at once (the site loads them late;
 * the preview has no fold to wait for).
 */
import type { ReactNode } from "react"
import { loadedSections } from "../../../src/sections/deferred-sections"
import { sectionLink } from "../../../src/content-model/pages"
import { Banner } from "../../../src/sections/customer-week/banner/Banner"
import { CustomerWeek } from "../../../src/features/customer-week/week"

type HomeData = Queries.HomePageQuery
type WeekData = Queries.SemanaClientePageQuery

/** A page's view of its data, once its sections' code is loaded. */
type PreviewRender = (data: unknown) => ReactNode

async function homePreview(): Promise<PreviewRender> {
  const [PromoBanner, Sections] = await Promise.all([
    import("../../../src/features/promo/PromoBanner").then(module =>
      module.promoBannerTo(sectionLink("home", "pricing")),
    ),
    loadedSections<Queries.HomeSectionsFragment>("home", () => import("../../../src/sections/home/sections")),
  ])
  return function renderHome(data) {
    return (
      <>
        <PromoBanner data={data as HomeData} />
        <main>
          <Sections data={data as HomeData} />
        </main>
      </>
    )
  }
}

async function weekPreview(): Promise<PreviewRender> {
  const Sections = await loadedSections<Queries.SemanaClienteSectionsFragment>(
    "semana-cliente",
    () => import("../../../src/sections/customer-week/sections"),
  )
  return function renderWeek(data) {
    const week = data as WeekData
    return (
      <>
        {week.renewalOfferJson && <CustomerWeek dates={week.renewalOfferJson} />}
        <Banner data={week} />
        <main>
          <Sections data={week} />
        </main>
      </>
    )
  }
}

/** The pages the preview renders, by the page ids of src/content-model/pages.ts. */
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
