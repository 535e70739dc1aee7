import type { GatsbySSR } from "gatsby"
import { withoutImagePluginHead } from "./image-plugin-head"

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutImagePluginHead(getHeadComponents()))
}
