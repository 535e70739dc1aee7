/**
 * Gatsby 5.16 puts in its `commons` chunk, loaded by every page, each module
 * found in as many chunks as there are page components, counting the chunks a
 * page loads lazily. `Section`, used by the fifteen lazy sections of `/`,
 * passes that count and reached the policies and the 404, which never render
 * one. These rules count pages instead of chunks: a module goes to `commons`
 * only when every page component loads it, eagerly or later; one that many
 * chunks share but some page never loads goes to a `lazy-…` chunk of its own,
 * fetched with the first chunk that needs it (without it webpack would copy
 * such a small module into every lazy chunk: it is under the 20 kB a chunk of
 * its own needs). One chunk per module (per package for node_modules), not one
 * for all: a page that needs one of them eagerly (`/obrigado` its buttons)
 * then loads that one, not every other page's shared parts.
 */

/** The shapes of webpack 5's ChunkGroup, Chunk and ChunkGraph this rule reads. */
export interface GroupLike {
  name?: string | null
  parentsIterable: Iterable<GroupLike>
}
interface ChunkLike {
  groupsIterable: Iterable<GroupLike>
  canBeInitial(): boolean
}
interface ChunkGraphLike {
  getModuleChunksIterable(module: unknown): Iterable<ChunkLike>
}

/** Gatsby names each page component's chunk group after it: component---src-pages-index-tsx. */
const PAGE_GROUP = /^component---/

/** The page components under which a chunk group loads: itself, or the pages that import it lazily. */
export function pagesLoading(group: GroupLike, seen = new Set<GroupLike>()): Set<string> {
  const pages = new Set<string>()
  if (seen.has(group)) return pages
  seen.add(group)
  if (group.name && PAGE_GROUP.test(group.name)) return pages.add(group.name)
  for (const parent of group.parentsIterable) for (const page of pagesLoading(parent, seen)) pages.add(page)
  return pages
}

type CacheGroupTest = (module: unknown, context: { chunkGraph: ChunkGraphLike }) => boolean

function pagesUsing(module: unknown, chunkGraph: ChunkGraphLike): Set<string> | undefined {
  const pages = new Set<string>()
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    // Gatsby's runtime (app) is no page's: leave what it holds where it is.
    if (chunk.canBeInitial()) return undefined
    for (const group of chunk.groupsIterable) for (const page of pagesLoading(group)) pages.add(page)
  }
  return pages
}

/** The `commons` test: a module that all `pageCount` page components load. */
export function usedByEveryPage(pageCount: number): CacheGroupTest {
  return (module, { chunkGraph }) => (pagesUsing(module, chunkGraph)?.size ?? 0) >= pageCount
}

/** The `lazy-…` test: a page module that some page never loads (its chunk count is the group's minChunks). */
export function usedBySomePages(pageCount: number): CacheGroupTest {
  return (module, { chunkGraph }) => {
    const pages = pagesUsing(module, chunkGraph)
    return pages !== undefined && pages.size < pageCount
  }
}

/** The shape of webpack 5's Module this rule reads. */
interface ModuleLike {
  nameForCondition?(): string | null
}

/** The `lazy-…` chunk of a module: its package's name, or its path under src/ ("lazy-ui-primitives"). */
export function lazyChunkName(module: unknown): string {
  const file = ((module as ModuleLike).nameForCondition?.() ?? "").replaceAll("\\", "/")
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  const name = inPackage ? inPackage[1] : (/\/src\/(.+?)(?:\.[^./]+)?$/.exec(file)?.[1] ?? "shared")
  return `lazy-${name.replace(/[^a-zA-Z0-9]+/g, "-").replace(/^-|-$/g, "")}`
}
