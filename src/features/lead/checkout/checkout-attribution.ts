/**
 * What every checkout address carries so that the checkout platform's own
 * reports (Hotmart, Kiwify) can split sales by source and by A/B variant:
 *
 * - the visitor's tracked parameters, `src` unchanged;
 * - `sck`: the visitor's sck with the build's variant appended,
 *   "<sck>_v-<variant>" ("anuncio-7_v-preco-b"), or "v-<variant>" when the
 *   visitor came without one. The visitor's part is kept as captured
 *   (buildCheckoutUrl encodes it); the variant, after the last "_v-", is
 *   letters, digits, ".", "_" and "-" only (resolveVariant);
 * - `variante`: the variant on its own.
 *
 * A parameter the checkout link already has is still never replaced
 * (buildCheckoutUrl), so a marketer can pin sck on a link.
 */
import type { QueryData } from "./checkout-url"
import type { TrackingParams } from "../tracking/campaign"

const SCK_VARIANT_MARK = "v-"
const SCK_SEPARATOR = "_"

/** "anuncio-7" + "preco-b" → "anuncio-7_v-preco-b"; no sck → "v-preco-b". */
export function sckWithVariant(sck: string | undefined, variant: string): string {
  const tagged = `${SCK_VARIANT_MARK}${variant}`
  return sck ? `${sck}${SCK_SEPARATOR}${tagged}` : tagged
}

/** The attribution part of a checkout query, in a stable order: tracked parameters, then sck and variante. */
export function checkoutAttribution(params: TrackingParams | undefined, variant: string): QueryData {
  return { ...params, sck: sckWithVariant(params?.sck, variant), variante: variant }
}
