#!/usr/bin/env node
/**
 * Writes src/fonts/inter-latin-wght.woff2: Inter's variable font cut down to
 * what this Portuguese site can show, so the preloaded font costs phones about
 * 20 KB less than the full Latin file from @fontsource-variable/inter:
 * - characters: printable ASCII, Latin-1 (every Portuguese letter, « » º ª),
 *   Latin Extended-A, typographic punctuation (– — ' ' " " … •), € ™ arrows and −;
 *   anything else a writer types falls back to the metric-matched system font;
 * - weights: 400 to 900, the range the styles use (the axis stays variable).
 * Inter is under the SIL Open Font License, which allows subsetting.
 * Run it again (npm run fonts) after upgrading @fontsource-variable/inter;
 * keep UNICODE_RANGE in src/theme/fonts.ts in step with RANGES below.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import subsetFont from "subset-font"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(import.meta.url)
const SOURCE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")
const TARGET = path.join(ROOT, "src/fonts/inter-latin-wght.woff2")

const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x100, 0x17f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
]
const WEIGHTS = { min: 400, max: 900 }

let text = ""
for (const [first, last] of RANGES) for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code)

const source = readFileSync(SOURCE)
const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } })
writeFileSync(TARGET, subset)
console.log(
  `${path.relative(ROOT, TARGET)}: ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
)
