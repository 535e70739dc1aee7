#!/usr/bin/env node
/**
 * Generates every raster image the site uses, from code (SVG → sharp).
 * Usage (from the repo root): node scripts/generate-images.mjs
 * Re-running overwrites the files in place.
 *
 *   content/images/portfolio/*.png     portfolio mock-ups (1200×800)
 *   content/images/testimonials/*.png  student result prints (800×800)
 *   content/images/renewal/*.png       renewal contract prints (800×800)
 *   content/images/posters/*.jpg       video posters (1280×720)
 *   content/images/members-area.png    members area screenshot (1600×1000)
 *   static/og-image.png                Open Graph image (1200×630)
 *   static/favicon.svg                 favicon
 */
import { generatePortfolio } from "./images/portfolio.mjs"
import { generateTestimonials } from "./images/testimonials.mjs"
import { generateRenewal } from "./images/renewal.mjs"
import { generatePosters } from "./images/posters.mjs"
import { generateMisc } from "./images/misc.mjs"

const steps = [
  ["Portfólio", generatePortfolio],
  ["Depoimentos", generateTestimonials],
  ["Renovação", generateRenewal],
  ["Pôsteres", generatePosters],
  ["Área de membros, OG e favicon", generateMisc],
]

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const started = Date.now()
let count = 0
let total = 0

for (const [label, run] of steps) {
  console.log(`\n${label}`)
  for (const { file, size } of await run()) {
    count += 1
    total += size
    console.log(`  ${file.padEnd(44)} ${kb(size).padStart(9)}`)
  }
}

console.log(`\n${count} arquivos, ${kb(total)} no total, em ${((Date.now() - started) / 1000).toFixed(1)}s`)
