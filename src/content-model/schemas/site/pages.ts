import { z } from "zod"
import { PAGE_SECTIONS, type PageId } from "../../pages"
import { pathIsTheRoute } from "../../checks/cross-checks"
import { defineListCollection } from "../collection"
import { line, matching, optionalLine, paragraph } from "../fields"

export const PAGES = Object.keys(PAGE_SECTIONS) as PageId[]

/** content/data/pages.json: each page's title and description for search engines, one entry per page. */
export const pages = defineListCollection({
  file: "pages.json",
  label: "Páginas (título e descrição para o Google)",
  typeName: "PagesJson",
  list: {
    key: "pages",
    entryTypeName: "Page",
    idField: "id",
    label: "Páginas",
    singular: "página",
    summary: "{{fields.path}} · {{fields.title}}",
    // One entry per route: the site's pages, not a writer's choice.
    min: PAGES.length,
    max: PAGES.length,
  },
  entry: z.strictObject({
    id: z.enum(PAGES).meta({ title: "Página", description: "Qual página do site estes textos descrevem." }),
    path: matching(/^\/[a-z0-9-]*$/, 'Use um caminho como "/" ou "/semana-cliente"', { title: "Endereço" }),
    title: line("Título", "Aparece na aba do navegador e no Google (até uns 60 caracteres)."),
    description: paragraph("Descrição", "Aparece no Google e ao compartilhar o link (até uns 155 caracteres)."),
    /** /semana-cliente built outside the customer week (before it starts, after it ends). */
    outsideWeekTitle: optionalLine(
      "Título fora da Semana do Cliente",
      "Só /semana-cliente: o título de uma publicação feita antes ou depois da semana.",
    ),
    outsideWeekDescription: optionalLine(
      "Descrição fora da Semana do Cliente",
      "Só /semana-cliente: a descrição de uma publicação feita antes ou depois da semana.",
    ),
  }),
  checks: [pathIsTheRoute],
})
