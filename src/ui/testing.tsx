/** Helpers for the component tests of the page sections (not used by the pages). */
import uiJson from "../../content/data/ui.json"

/** The writers' own strings, so tests follow content edits instead of repeating them. */
export const ui = uiJson

/** A section's copy node as its fragment selects it (SectionCopy), with only a title. */
export function copyNode(title: string): Queries.SectionCopyFragment {
  return {
    html: "",
    frontmatter: {
      section: "test",
      title,
      eyebrow: null,
      subtitle: null,
      badge: null,
      ctaLabel: null,
      secondaryCtaLabel: null,
      bullets: null,
      videoId: null,
      videoTitle: null,
      note: null,
      imageAlt: null,
    },
  }
}

/** jsdom has <dialog> but not its modal methods: give it the minimal behaviour. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open")
  }
}
