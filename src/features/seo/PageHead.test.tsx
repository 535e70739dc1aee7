/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server"
import { PageHead } from "./PageHead"

describe("PageHead", () => {
  it("writes the build's title, tags and JSON-LD as they come, in their order", () => {
    const html = renderToStaticMarkup(
      <PageHead
        head={{
          title: "Semana do Cliente",
          tags: [
            { name: "description", property: null, content: "Renove.", rel: null, href: null },
            { name: null, property: null, content: null, rel: "canonical", href: "https://example.com/semana-cliente" },
            { name: null, property: "og:title", content: "Semana do Cliente", rel: null, href: null },
          ],
          jsonLd: ['{"@type":"Course","name":"\\u003c/script>"}'],
        }}
      />,
    )
    expect(html).toBe(
      '<html lang="pt-BR"></html><title>Semana do Cliente</title>' +
        '<meta name="description" content="Renove."/>' +
        '<link rel="canonical" href="https://example.com/semana-cliente"/>' +
        '<meta property="og:title" content="Semana do Cliente"/>' +
        '<script type="application/ld+json">{"@type":"Course","name":"\\u003c/script>"}</script>',
    )
  })
})
