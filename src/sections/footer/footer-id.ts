/** The footer's element id: a page that fetches the footer's code as it nears the viewport observes it. */
export const FOOTER_ID = "rodape"
