/**
 * The CMS preview pane (browser; bundled on its own by bundle-preview.ts and
 * loaded only by /admin/). Decap renders the pane with its own React; each
 * preview mounts the site's React into its element and renders, with the
 * site's theme and styles, the page the entry belongs to: the sections of /
 * or /semana-cliente with the entry as typed laid over the page's built data
 * (page-data-patch.ts). Other entries get a readable list of their fields.
 */
import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { flushSync } from "react-dom"
import { createRoot, type Root } from "react-dom/client"
import type { ReactNode } from "react"
import { GlobalStyles } from "../../../src/theme/GlobalStyles"
import { sectionAnchor, type PageId } from "../../../src/content-model/pages"
import { renderPreviewPage, type PreviewPage } from "./preview-pages"
import { FieldList, type FieldLabel } from "./FieldList"
import { dataKey, isObject, withCopyEntry, withDataEntry, type ContentSnapshot, type Json } from "./page-data-patch"
import { renderBody } from "./render-body"
import previewData from "preview-data"

/** What bundle-preview.ts embeds: the pages' data as last built, the content, the data files' names. */
export interface PreviewData {
  pages: Record<PreviewPage, Record<string, Json>>
  snapshot: ContentSnapshot
  dataFiles: Record<string, { collection: string; file: string; typeName: string }>
  templateNames: string[]
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

interface DecapGlobals {
  CMS: {
    registerPreviewTemplate(name: string, component: unknown): void
    registerPreviewStyle(style: string, options: { raw: boolean }): void
  }
  createClass(spec: Record<string, unknown>): unknown
  h(type: string, props: Record<string, unknown>): unknown
}

const data = previewData as PreviewData

/** Data files shown by a section of another name: the preview scrolls to it. */
const SECTION_OF: Record<string, string> = {
  plans: "pricing",
  offer: "valueStack",
  renewalOffer: "pricing",
  renewalTestimonials: "testimonials",
  renewal: "includes",
}
const decap = window as unknown as DecapGlobals

/** The page an entry shows on, and its data with the entry as typed; undefined when no previewed page shows it. */
async function pageView(props: PreviewProps): Promise<{ page: PreviewPage; data: unknown; section?: string } | null> {
  const collection = String(props.collection.get("name"))
  const slug = String(props.entry.get("slug"))
  const edited = props.entry.get("data") as Immutable | undefined
  const values = (edited?.toJS() ?? {}) as Json
  if (collection === "data") {
    if (!(slug in data.dataFiles)) return null
    const info = data.dataFiles[slug]
    const key = dataKey(info.typeName)
    const page = (Object.keys(data.pages) as PreviewPage[]).find(id => key in data.pages[id])
    if (!page) return null
    const patched = withDataEntry(data.pages[page], { key, file: info.file }, values, data.snapshot)
    const stem = info.file.replace(/\.json$/, "")
    return { page, data: patched, section: SECTION_OF[stem] ?? stem }
  }
  const page = collection.replace(/^copy-/, "")
  if (!(page in data.pages) || !isObject(values)) return null
  const { body, ...frontmatter } = values
  const html = await renderBody(typeof body === "string" ? body : "", data.snapshot)
  const patched = withCopyEntry(data.pages[page as PreviewPage], slug, frontmatter, html, data.snapshot)
  return { page: page as PreviewPage, data: patched, section: slug }
}

function fieldLabels(props: PreviewProps): FieldLabel[] {
  return props.fields.toJS() as FieldLabel[]
}

interface PreviewInstance {
  props: PreviewProps
  element?: HTMLElement
  root?: Root
  cache?: EmotionCache
  rendering?: number
}

/** Renders the site's view of the entry into the pane; only the latest of overlapping renders lands. */
async function renderInto(self: PreviewInstance): Promise<void> {
  if (!self.element) return
  self.cache ??= createCache({ key: "site", container: self.props.document.head })
  self.root ??= createRoot(self.element)
  const ticket = (self.rendering = (self.rendering ?? 0) + 1)
  const view = await pageView(self.props)
  const content: ReactNode = view ? (
    await renderPreviewPage(view.page, view.data)
  ) : (
    <FieldList fields={fieldLabels(self.props)} values={self.props.entry.get("data") as Immutable | undefined} />
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
  if (view?.section) {
    const id = sectionAnchor(view.page as PageId, view.section as never)
    requestAnimationFrame(() => self.props.document.getElementById(id)?.scrollIntoView({ block: "start" }))
  }
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
