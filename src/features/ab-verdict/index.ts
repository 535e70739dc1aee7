/** The A/B verdict's public entry: the page's tool (the command imports analyse.ts, which has no React). */
export { AbVerdictTool } from "./AbVerdictTool"
