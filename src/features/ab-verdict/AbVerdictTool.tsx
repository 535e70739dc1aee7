import { css } from "@emotion/react"
import { useEffect, useState } from "react"
import { mq, theme } from "../../theme/theme"
import { Button } from "../../ui/Button"
import { Container } from "../../ui/layout"
import { Card } from "../../ui/primitives"
import { analyse, VerdictError, type ExportFile, type Verdict } from "./analyse"
import { VERDICT_CSS } from "./markup"

const pageStyle = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-block: ${theme.space[7]};
  h1 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  h1 + p {
    max-width: 60ch;
    color: ${theme.colors.textMuted};
  }
  label {
    position: relative;
    display: grid;
    gap: ${theme.space[1]};
    color: ${theme.colors.textMuted};
  }
  input {
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceRaised};
    font: inherit;
  }
  .drop {
    place-items: center;
    min-height: 9rem;
    padding: ${theme.space[4]};
    text-align: center;
    border: 2px dashed ${theme.colors.borderStrong};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    &:focus-within,
    &:hover {
      border-color: ${theme.colors.accent};
    }
    /* The input covers the zone: a click opens the file picker, a drop lands on it. */
    input {
      position: absolute;
      inset: 0;
      opacity: 0;
      cursor: pointer;
    }
  }
  ${mq.md} {
    .verdict {
      font-size: ${theme.fontSizes.lg};
    }
  }
  section {
    ${VERDICT_CSS}
  }
`

const KIND_NAMES = { leads: "leads", sales: "vendas", visitors: "visitantes (GA4)" }

/**
 * /admin/ab/: the marketer drops the exports and names the variants; the verdict is computed here,
 * in the browser, from the same code as `npm run ab:report`. The files are read, never sent: the
 * page makes no request with them, and its policy lets it reach only the site itself.
 */
export function AbVerdictTool() {
  const [files, setFiles] = useState<ExportFile[]>([])
  const [variants, setVariants] = useState("")
  const [result, setResult] = useState<Verdict | string>()
  useEffect(() => {
    let current = true
    const show = (shown: Verdict | string | undefined) => current && setResult(shown)
    if (files.length === 0) show(undefined)
    else
      analyse({ files: files.map(file => ({ file })), variants }).then(show, (error: unknown) => {
        show(error instanceof VerdictError ? error.message : "Não consegui ler estes arquivos.")
      })
    return () => {
      current = false
    }
  }, [files, variants])
  const add = (list: FileList | null) => {
    const reads = [...(list ?? [])].map(async file => ({
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    }))
    // A file dropped again replaces its older copy.
    void Promise.all(reads).then(read => {
      setFiles(kept => [...kept.filter(old => !read.some(file => file.name === old.name)), ...read])
    })
  }
  const kinds = new Map(typeof result === "object" ? result.files.map(file => [file.name, file.kind]) : [])
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
            onChange={event => add(event.target.files)}
            onDrop={event => {
              event.preventDefault()
              add(event.dataTransfer.files)
            }}
          />
          <span>
            <strong>Solte os arquivos aqui</strong> ou toque para escolher
          </span>
        </label>
        {files.length > 0 && (
          <div>
            <p>
              {files
                .map(({ name }) => {
                  const kind = kinds.get(name)
                  return kind ? `${name}: ${KIND_NAMES[kind]}` : name
                })
                .join(" · ")}
            </p>
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
          <p role="alert" css={{ color: theme.colors.danger }}>
            {result}
          </p>
        )}
        {typeof result === "object" && (
          // The same escaped markup as the command's file (markup.ts).
          <Card as="section" aria-label="Resultado do teste" dangerouslySetInnerHTML={{ __html: result.html }} />
        )}
      </div>
    </Container>
  )
}
