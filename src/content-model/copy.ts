type Copy<Node extends { html: string; frontmatter: object }> = Node["frontmatter"] & { html: string }

/** The copy file a section's fragment looked up; the build fails first on a missing file, so null means a wrong fragment. */
export function sectionCopy<Node extends { html: string; frontmatter: object }>(
  node: Node | null | undefined,
  where: string,
): Copy<Node> {
  if (!node) throw new Error(`content/copy/${where}.mdx: the section's copy file was not found`)
  return { ...node.frontmatter, html: node.html }
}

/** A content file a section's fragment looked up; the build validated it, so null means the fragment is wrong. */
export function required<T>(value: T | null | undefined, where: string): T {
  if (value === null || value === undefined) throw new Error(`${where}: missing from the page query`)
  return value
}
