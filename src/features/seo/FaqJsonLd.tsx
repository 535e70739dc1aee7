import { faqJsonLd, type FaqItem } from "./structured-data"
import { JsonLd } from "./JsonLd"

/** The page's FAQ (content/data/faq.json) as schema.org FAQPage. */
export function FaqJsonLd({ items }: { items: readonly FaqItem[] }) {
  if (items.length === 0) return null
  return <JsonLd data={faqJsonLd(items)} />
}
