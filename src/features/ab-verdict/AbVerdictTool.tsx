import { css } from "@emotion/react"
import { useEffect, useState } from "react"
import { mq, theme } from "../../theme/theme"
import { Button } from "../../ui/Button"
import { Container } from "../../ui/layout"
import { Card } from "../../ui/primitives"
import { analyse, VerdictError, type ExportFile, type Verdict } from "./analyse"
import { VERDICT_CSS } from "./markup"

const { colors, fontSizes, radii, space } = theme
const pageStyle = css({
  display: "grid",
  gap: space[5],
  paddingBlock: space[7],
  h1: { fontSize: fontSizes["2xl"] },
  "h1 + p": { maxWidth: "60ch", color: colors.textMuted },
  label: { position: "relative", display: "grid", gap: space[1], color: colors.textMuted },
  input: {
    padding: space[3],
    border: `1px solid ${colors.borderStrong}`,
    borderRadius: radii.sm,
    background: colors.surfaceRaised,
    font: "inherit",
  },
  ".drop": {
    placeItems: "center",
    minHeight: "9rem",
    padding: space[4],
    textAlign: "center",
    border: `2px dashed ${colors.borderStrong}`,
    borderRadius: radii.md,
    background: colors.surface,
    color: colors.text,
    "&:focus-within, &:hover": { borderColor: colors.accent },
    // The input covers the zone: a click opens the file picker, a drop lands on it.
    input: { position: "absolute", inset: 0, opacity: 0, cursor: "pointer" },
  },
  [mq.md]: { ".verdict": { fontSize: fontSizes.lg } },
  section: css(VERDICT_CSS),
})

const KIND_NAMES = { leads: "leads", sales: "vendas", visitors: "visitantes (GA4)" }

/** /admin/ab/: the verdict computed in the browser from the dropped exports, which are read, never sent. */
export function AbVerdictTool() {
  const [files, setFiles] = useState<ExportFile[]>([])
  const [variants, setVariants] = useState("")
  const [result, setResult] = useState<Verdict | string>()
  useEffect(() => {
    let current = true
    const verdict = files.length ? analyse({ files: files.map(file => ({ file })), variants }) : undefined
    void Promise.resolve(verdict)
      .catch((error: unknown) => (error instanceof VerdictError ? error.message : "Não consegui ler estes arquivos."))
      .then(shown => current && setResult(shown))
    return () => {
      current = false
    }
  }, [files, variants])
  const add = async (list: FileList | null) => {
    const read = await Promise.all(
      [...(list ?? [])].map(async file => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
    )
    // A file dropped again replaces its older copy.
    setFiles(kept => [...kept.filter(old => !read.some(file => file.name === old.name)), ...read])
  }
  const kinds = new Map(typeof result === "object" ? result.files.map(f => [f.name, KIND_NAMES[f.kind]]) : [])
  return (
    <Container as="main">
      <div css={pageStyle}>
        <h1>Teste A/B: quem venceu</h1>
        <p>
          Solte aqui as exportações do teste: os leads do CRM, as vendas da Hotmart e da Kiwify (quantos arquivos forem)
          e, para testes de título, os visitantes do GA4. Vale CSV, JSON ou planilha do Excel (.xlsx). Os arquivos são
          lidos só neste navegador: nada é enviado.
        </p>
        <label className="drop">
          <input
            type="file"
            multiple
            accept=".csv,.txt,.json,.xlsx"
            onChange={event => void add(event.target.files)}
            onDrop={event => {
              event.preventDefault()
              void add(event.dataTransfer.files)
            }}
          />
          <span>
            <strong>Solte os arquivos aqui</strong> ou toque para escolher
          </span>
        </label>
        {files.length > 0 && (
          <div>
            <p>{files.map(({ name }) => (kinds.has(name) ? `${name}: ${kinds.get(name)}` : name)).join(" · ")}</p>
            <Button variant="secondary" type="button" onClick={() => setFiles([])}>
              Limpar os arquivos
            </Button>
          </div>
        )}
        <label>
          Variantes do teste, a de controle primeiro (vazio: main e a variante com mais leads)
          <input value={variants} placeholder="main, preco-b" onChange={event => setVariants(event.target.value)} />
        </label>
        {typeof result === "string" && (
          <p role="alert" css={{ color: colors.danger }}>
            {result}
          </p>
        )}
        {typeof result === "object" && (
          <Card as="section" aria-label="Resultado do teste" dangerouslySetInnerHTML={{ __html: result.html }} />
        )}
      </div>
    </Container>
  )
}
