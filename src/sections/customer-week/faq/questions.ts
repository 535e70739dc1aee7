/** This page's questions (content/data/faq.json holds every page's), for the FAQ section and the Head's FAQPage JSON-LD. */
export function renewalQuestions<Question extends { page: string }>(
  faq: { readonly questions: readonly Question[] } | null | undefined,
): Question[] {
  return faq?.questions.filter(question => question.page === "semana-cliente") ?? []
}

/**
 * The questions true in one state of the customer week (faq.json's
 * `weekOnly`), for the FAQPage JSON-LD, which is static: the state at build time.
 */
export function questionsWhen<Question extends { weekOnly?: string | null }>(
  questions: readonly Question[],
  state: "open" | "closed",
): Question[] {
  return questions.filter(question => !question.weekOnly || question.weekOnly === state)
}
