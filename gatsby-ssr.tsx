import type { GatsbySSR } from "gatsby"
import { Root } from "./src/components/ui/Root"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Root>{element}</Root>

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  // Forced dark mode from the first byte: no light flash before styles load.
  setHtmlAttributes({ lang: "pt-BR", style: { colorScheme: "dark", background: "#07070c" } })
}
