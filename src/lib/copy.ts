/** Indexes a page's MDX sections by their frontmatter `section` name. */
export interface CopyNode {
  html: string
  frontmatter: { section: string }
}

export function indexBySection<T extends CopyNode>(nodes: readonly T[], page: string): (section: string) => T {
  const bySection = new Map(nodes.map(node => [node.frontmatter.section, node]))
  return section => {
    const node = bySection.get(section)
    // The build validates required sections; this only fires when a page asks for an undeclared one.
    if (!node) throw new Error(`content/copy/${page}: no MDX file with section "${section}"`)
    return node
  }
}

/** Flattens an MDX node into the shape section components take. */
export function sectionCopy<T extends CopyNode & { frontmatter: Record<string, unknown> }>(node: T) {
  return { ...node.frontmatter, html: node.html } as T["frontmatter"] & { html: string }
}
