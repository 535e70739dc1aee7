import "@fontsource-variable/inter"
import type { GatsbyBrowser } from "gatsby"
import { Root } from "./src/components/ui/Root"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <Root>{element}</Root>
