/**
 * Modules webpack may leave out of visitors' bundles when nothing uses what
 * they export, through its documented `sideEffects` rule. Each entry says why
 * that is safe; for a package, `importedBy` names the upstream file that pulls
 * it in only for its effects, and side-effect-free.test.ts fails when that
 * import is gone (then delete the entry).
 */
export interface SideEffectFree {
  test: RegExp
  why: string
  importedBy?: { file: string; module: string }
}

export const SIDE_EFFECT_FREE: readonly SideEffectFree[] = [
  {
    test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
    why: "hoist-non-react-statics only defines a function; @emotion/react 11.14 uses it in withTheme, which we never call (about 1.2 KB gzip with react-is)",
    importedBy: { file: "@emotion/react/dist/emotion-react.browser.esm.js", module: "hoist-non-react-statics" },
  },
  {
    test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
    why: "each feature's public entry (src/features/<name>/index.ts) only re-exports: a page that imports one name from it gets that module alone",
  },
]
