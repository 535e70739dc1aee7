/** Helpers for the component tests of the page sections (not used by the pages). */
/** The writers' own strings, so tests follow content edits instead of repeating them. */
export { default as ui } from "../../content/data/ui.json"

/** A section's copy node as its fragment selects it (SectionCopy), with only a title: the other fields absent. */
export const copyNode = (title: string) =>
  ({ html: "", frontmatter: { section: "test", title } }) as Queries.SectionCopyFragment

/** jsdom has <dialog> but not its modal methods. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open")
  }
}
