/**
 * What every checkout address carries so that the checkout platform's own
 * reports (Hotmart, Kiwify) can split sales by source and by A/B variant:
 *
 * - the visitor's tracked parameters, `src` unchanged;
 * - `sck`: the visitor's sck with the build's variant appended,
 *   "<sck>_v-<variant>" ("anuncio-7_v-preco-b"), or "v-<variant>" when the
 *   visitor came without one. Letters, digits, "-", "_" and "." only, so
 *   nothing needs escaping; the variant is after the last "_v-";
 * - `variante`: the variant on its own.
 *
 * A parameter the checkout link already has is still never replaced
 * (buildCheckoutUrl), so a marketer can pin sck on a link.
 */
import type { QueryData } from "./checkout-url"
import type { TrackingParams } from "./tracking"

export const SCK_VARIANT_MARK = "v-"
export const SCK_SEPARATOR = "_"

/** "anuncio-7" + "preco-b" → "anuncio-7_v-preco-b"; no sck → "v-preco-b". */
export function sckWithVariant(sck: string | undefined, variant: string): string {
  const tagged = `${SCK_VARIANT_MARK}${variant}`
  return sck ? `${sck}${SCK_SEPARATOR}${tagged}` : tagged
}

/** Reads an sck back: the visitor's part and the variant (for reports and tests). */
export function splitSck(sck: string): { source: string; variant: string | undefined } {
  const mark = `${SCK_SEPARATOR}${SCK_VARIANT_MARK}`
  if (sck.startsWith(SCK_VARIANT_MARK) && !sck.includes(mark)) {
    return { source: "", variant: sck.slice(SCK_VARIANT_MARK.length) }
  }
  const at = sck.lastIndexOf(mark)
  return at < 0
    ? { source: sck, variant: undefined }
    : { source: sck.slice(0, at), variant: sck.slice(at + mark.length) }
}

/** The attribution part of a checkout query, in a stable order: tracked parameters, then sck and variante. */
export function checkoutAttribution(params: TrackingParams | undefined, variant: string): QueryData {
  return { ...params, sck: sckWithVariant(params?.sck, variant), variante: variant }
}
