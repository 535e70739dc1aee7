// Gatsby compiles each gatsby-node into .cache/, so their own __dirname is not the site's.
interface StoreState {
  program: { directory: string }
}

/** Gatsby types `store.getState` as a bare `Function`; its state holds `program.directory`. */
export function siteRoot(store: { getState: unknown }): string {
  return (store.getState as () => StoreState)().program.directory
}
