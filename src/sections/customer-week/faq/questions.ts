/** This page's questions (content/data/faq.json holds every page's), for the FAQ section and the FAQPage JSON-LD (plugins/page-head). */
export function renewalQuestions<Question extends { page: string }>(
  faq: { readonly questions: readonly Question[] } | null | undefined,
): Question[] {
  return faq?.questions.filter(question => question.page === "semana-cliente") ?? []
}
