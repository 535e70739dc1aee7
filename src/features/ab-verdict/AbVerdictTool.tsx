import { css } from "@emotion/react"
import { useEffect, useState } from "react"
import { mq, theme } from "../../theme/theme"
import { Button } from "../../ui/Button"
import { Container } from "../../ui/layout"
import { analyse, VerdictError, type ExportFile, type Verdict } from "./analyse"
import { VerdictView } from "./VerdictView"

const pageStyle = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-block: ${theme.space[7]};
  h1 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  > p:first-of-type {
    color: ${theme.colors.textMuted};
    max-width: 60ch;
  }
`

const dropStyle = css`
  display: grid;
  place-items: center;
  min-height: 9rem;
  padding: ${theme.space[5]};
  border: 2px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  text-align: center;
  cursor: pointer;
  &:focus-within,
  &[data-over] {
    border-color: ${theme.colors.accent};
  }
  position: relative;
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
  }
`

const fieldsStyle = css`
  display: grid;
  gap: ${theme.space[4]};
  ${mq.md} {
    grid-template-columns: 2fr 1fr;
  }
  label {
    display: grid;
    gap: ${theme.space[1]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  input {
    min-height: 44px;
    padding: 0 ${theme.space[3]};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font: inherit;
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
  const [lift, setLift] = useState("20")
  const [over, setOver] = useState(false)
  const [result, setResult] = useState<Verdict | string>()
  useEffect(() => {
    let current = true
    const show = (shown: Verdict | string | undefined) => current && setResult(shown)
    if (files.length === 0) show(undefined)
    else
      analyse({ files: files.map(file => ({ file })), variants, lift }).then(show, (error: unknown) => {
        show(error instanceof VerdictError ? error.message : "Não consegui ler estes arquivos.")
      })
    return () => {
      current = false
    }
  }, [files, variants, lift])
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
  const kinds = typeof result === "object" ? result.files : []
  return (
    <Container as="main">
      <div css={pageStyle}>
        <h1>Teste A/B: quem venceu</h1>
        <p>
          Solte aqui as exportações do teste: os leads do CRM, as vendas da Hotmart e da Kiwify (quantos arquivos forem)
          e, para testes de título, os visitantes do GA4. Vale CSV, JSON ou planilha do Excel (.xlsx). Os arquivos são
          lidos só neste navegador: nada é enviado.
        </p>
        {/* The input covers the zone: a click opens the file picker, a drop lands on it. */}
        <label css={dropStyle} data-over={over || undefined}>
          <input
            type="file"
            multiple
            accept=".csv,.txt,.json,.xlsx"
            onChange={event => add(event.target.files)}
            onDragOver={event => {
              event.preventDefault()
              setOver(true)
            }}
            onDragLeave={() => setOver(false)}
            onDrop={event => {
              event.preventDefault()
              setOver(false)
              add(event.dataTransfer.files)
            }}
          />
          <span>
            <strong>Solte os arquivos aqui</strong> ou toque para escolher
          </span>
        </label>
        {files.length > 0 && (
          <div>
            <ul>
              {files.map(({ name }) => {
                const kind = kinds.find(file => file.name === name)?.kind
                return <li key={name}>{kind ? `${name}: ${KIND_NAMES[kind]}` : name}</li>
              })}
            </ul>
            <Button variant="secondary" type="button" onClick={() => setFiles([])}>
              Limpar os arquivos
            </Button>
          </div>
        )}
        <div css={fieldsStyle}>
          <label>
            Variantes do teste, a de controle primeiro (vazio: main e a variante com mais leads)
            <input value={variants} placeholder="main, preco-b" onChange={event => setVariants(event.target.value)} />
          </label>
          <label>
            Melhora que o teste deve conseguir ver (%)
            <input value={lift} inputMode="decimal" onChange={event => setLift(event.target.value)} />
          </label>
        </div>
        {typeof result === "string" && (
          <p role="alert" css={{ color: theme.colors.danger }}>
            {result}
          </p>
        )}
        {typeof result === "object" && <VerdictView verdict={result} />}
      </div>
    </Container>
  )
}
