import { z } from "zod"
import { line, paragraph, record, records } from "../fields"

/**
 * content/examples.json: the example values that must not go live (tag ids,
 * the seller, the example people…), each by file, field and value. Not a
 * collection of the pages: the build reads it (plugins/content-build/example-values.ts), the
 * CMS gives it a form among the settings.
 */
export const EXAMPLES_SCHEMA = z.strictObject({
  sobre: paragraph("Sobre esta lista").optional(),
  exemplos: records(
    record("ExampleValue", {
      file: line("Arquivo", 'O arquivo do valor, como "content/site.json" ou "content/copy/home/hero.mdx".'),
      field: line(
        "Campo",
        'O caminho do campo no arquivo, com pontos: "tags.gtmId", "webhooks.0"; numa lista, pelo id da entrada: "testimonials.ana.name".',
      ),
      value: line("Valor de exemplo", "Enquanto o campo tiver este valor, um build de produção falha."),
    }),
    { title: "Valores de exemplo", summary: "{{fields.file}} → {{fields.field}}", min: 0 },
  ),
})
