// The CMS preview pane: Decap renders it with its own React, so each preview mounts the site's React into its element
// and renders the entry's page with every section at once (the preview has no fold to wait for).
import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { flushSync } from "react-dom"
import { createRoot, type Root } from "react-dom/client"
import type { ReactNode } from "react"
import { GlobalStyles } from "../../../src/theme/GlobalStyles"
import { sectionAnchor, sectionLink, type PageId } from "../../../src/content-model/pages"
import { fillFigures } from "../../../src/content-model/figures/fill"
import { computeFigures } from "../../../src/content-model/figures/figures"
import { loadedSections } from "../../../src/sections/deferred-sections"
import { Banner } from "../../../src/sections/customer-week/banner/Banner"
import { CustomerWeek } from "../../../src/features/customer-week/week"
import { renderMdxToHtml } from "../../content-build/mdx-html"
import { FieldList, type FieldLabel } from "./FieldList"
import { dataKey, isObject, withCopyEntry, withDataEntry, type ContentSnapshot, type Json } from "./page-data-patch"
import previewData from "preview-data"

type PreviewRender = (data: unknown) => ReactNode

const PREVIEW_PAGES = {
  async home(): Promise<PreviewRender> {
    const [PromoBanner, Sections] = await Promise.all([
      import("../../../src/features/promo/PromoBanner").then(module =>
        module.promoBannerTo(sectionLink("home", "pricing")),
      ),
      loadedSections<Queries.HomeSectionsFragment>("home", () => import("../../../src/sections/home/sections")),
    ])
    return function renderHome(data) {
      return (
        <>
          <PromoBanner data={data as Queries.HomePageQuery} />
          <main>
            <Sections data={data as Queries.HomePageQuery} />
          </main>
        </>
      )
    }
  },
  async "semana-cliente"(): Promise<PreviewRender> {
    const Sections = await loadedSections<Queries.SemanaClienteSectionsFragment>(
      "semana-cliente",
      () => import("../../../src/sections/customer-week/sections"),
    )
    return function renderWeek(data) {
      const week = data as Queries.SemanaClientePageQuery
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
  },
}

type PreviewPage = keyof typeof PREVIEW_PAGES

const data = previewData as {
  pages: Record<PreviewPage, Record<string, Json>>
  snapshot: ContentSnapshot
  dataFiles: Record<string, { file: string; typeName: string }>
  templateNames: string[]
}

const loaded = new Map<PreviewPage, Promise<PreviewRender>>()

async function renderPage(page: PreviewPage, pageData: unknown): Promise<ReactNode> {
  if (!loaded.has(page)) loaded.set(page, PREVIEW_PAGES[page]())
  return (await loaded.get(page))?.(pageData)
}

/** Half-typed MDX (an unclosed tag) shows the reason. */
async function renderBody(body: string): Promise<string> {
  try {
    const figures = computeFigures(name => data.snapshot[name], Object.keys(data.snapshot))
    return await renderMdxToHtml(fillFigures(body, figures))
  } catch (error) {
    return `<p><strong>MDX:</strong> ${String(error instanceof Error ? error.message : error).replace(/</g, "&lt;")}</p>`
  }
}

interface Immutable {
  toJS(): unknown
  get(key: string): unknown
}

interface PreviewProps {
  entry: Immutable
  collection: Immutable
  fields: Immutable
  document: Document
}

/** Data files shown by a section of another name: the preview scrolls to it. */
const SECTION_OF: Record<string, string> = {
  plans: "pricing",
  offer: "valueStack",
  renewalOffer: "pricing",
  renewalTestimonials: "testimonials",
  renewal: "includes",
}

async function pageView(props: PreviewProps): Promise<{ page: PreviewPage; data: unknown; section: string } | null> {
  const collection = String(props.collection.get("name"))
  const slug = String(props.entry.get("slug"))
  const values = ((props.entry.get("data") as Immutable | undefined)?.toJS() ?? {}) as Json
  if (collection === "data") {
    const info = data.dataFiles[slug] as (typeof data.dataFiles)[string] | undefined
    if (!info) return null
    const key = dataKey(info.typeName)
    const page = (Object.keys(data.pages) as PreviewPage[]).find(id => key in data.pages[id])
    if (!page) return null
    const patched = withDataEntry(data.pages[page], { key, file: info.file }, values, data.snapshot)
    return { page, data: patched, section: SECTION_OF[slug] ?? slug }
  }
  const page = collection.replace(/^copy-/, "") as PreviewPage
  if (!(page in data.pages) || !isObject(values)) return null
  const { body, ...frontmatter } = values
  const html = await renderBody(typeof body === "string" ? body : "")
  return { page, data: withCopyEntry(data.pages[page], slug, frontmatter, html, data.snapshot), section: slug }
}

interface PreviewInstance {
  props: PreviewProps
  element?: HTMLElement
  root?: Root
  cache?: EmotionCache
  rendering?: number
}

/** Only the latest of overlapping renders lands. */
async function renderInto(self: PreviewInstance): Promise<void> {
  if (!self.element) return
  self.cache ??= createCache({ key: "site", container: self.props.document.head })
  self.root ??= createRoot(self.element)
  const ticket = (self.rendering = (self.rendering ?? 0) + 1)
  const view = await pageView(self.props)
  const content: ReactNode = view ? (
    await renderPage(view.page, view.data)
  ) : (
    <FieldList
      fields={self.props.fields.toJS() as FieldLabel[]}
      values={self.props.entry.get("data") as Immutable | undefined}
    />
  )
  if (ticket !== self.rendering) return
  const { root, cache } = self
  // Committed at once, so that the section to scroll to is in the pane below.
  flushSync(() =>
    root.render(
      <CacheProvider value={cache}>
        <GlobalStyles />
        {content}
      </CacheProvider>,
    ),
  )
  // The writer sees the section they edit, not the top of the page.
  if (view) {
    const id = sectionAnchor(view.page as PageId, view.section as never)
    requestAnimationFrame(() => self.props.document.getElementById(id)?.scrollIntoView({ block: "start" }))
  }
}

const decap = window as unknown as {
  CMS: { registerPreviewTemplate(name: string, component: unknown): void }
  createClass(spec: Record<string, unknown>): unknown
  h(type: string, props: Record<string, unknown>): unknown
}

const SitePreview = decap.createClass({
  componentDidMount(this: PreviewInstance) {
    void renderInto(this)
  },
  componentDidUpdate(this: PreviewInstance) {
    void renderInto(this)
  },
  componentWillUnmount(this: PreviewInstance) {
    this.root?.unmount()
  },
  render(this: PreviewInstance) {
    return decap.h("div", {
      "data-site-preview": "",
      ref: (element: HTMLElement | null) => {
        this.element = element ?? undefined
      },
    })
  },
})

for (const name of data.templateNames) decap.CMS.registerPreviewTemplate(name, SitePreview)
