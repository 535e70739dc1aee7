import { AbVerdictTool } from "../../features/ab-verdict/AbVerdictTool"

/** /admin/ab/: who won a split test, from the exports a marketer drops (noindex; its own policy: plugins/security-headers). */
export default function AbVerdictPage() {
  return <AbVerdictTool />
}

export function Head() {
  return (
    <>
      <title>Teste A/B: quem venceu | Formação Magic</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  )
}
