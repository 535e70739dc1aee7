import { serializeJsonLd, type JsonLd as JsonLdData } from "./structured-data"

/** A schema.org block for the Head: static HTML only, no runtime cost. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
