import { css } from "@emotion/react"
import { mq, theme } from "../../theme/theme"
import { Card } from "../../ui/primitives"
import type { Verdict } from "./analyse"

const verdictStyle = css`
  font-weight: 700;
  ${mq.md} {
    font-size: ${theme.fontSizes.lg};
  }
`

const notesStyle = css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding-left: 1.2em;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`

const tableStyle = css`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-of-type,
  td:first-of-type {
    text-align: left;
  }
`

const chartStyle = css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  figcaption {
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  > div {
    display: grid;
    grid-template-columns: 5rem 1fr;
    gap: ${theme.space[3]};
    align-items: center;
  }
  b {
    overflow-wrap: anywhere;
    text-align: right;
  }
  .track {
    position: relative;
    height: 3rem;
    margin-right: ${theme.space[6]};
    > * {
      position: absolute;
    }
  }
  .grid {
    inset-block: 0;
    border-left: 1px solid ${theme.colors.border};
  }
  .range {
    top: 65%;
    height: 4px;
    background: ${theme.colors.textFaint};
  }
  .dot {
    top: calc(65% - 6px);
    width: 14px;
    height: 14px;
    margin-left: -7px;
    border-radius: 50%;
    background: ${theme.colors.textFaint};
  }
  span {
    top: 0;
    transform: translateX(-50%);
    font-size: ${theme.fontSizes.xs};
    white-space: nowrap;
  }
  [data-leader] :is(.range, .dot) {
    background: ${theme.colors.accent};
  }
`

/** The verdict's sentence, table, chart and notes, as `npm run ab:report` prints and draws them. */
export function VerdictView({ verdict: { verdict, table, chart, notes } }: { verdict: Verdict }) {
  const grid = chart.ticks.map(tick => <i key={tick.at} className="grid" style={{ left: `${tick.at}%` }} />)
  return (
    <Card as="section" aria-label="Resultado do teste">
      <p css={verdictStyle}>{verdict}</p>
      <div css={tableStyle}>
        <table>
          <thead>
            <tr>
              {table.header.map(name => (
                <th key={name}>{name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(row => (
              <tr key={row[0]}>
                {row.map((cell, i) => (
                  <td key={table.header[i]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figure css={chartStyle}>
        <figcaption>{chart.title}</figcaption>
        {chart.rows.map(arm => (
          <div key={arm.variant} data-leader={arm.leader || undefined}>
            <b>{arm.variant}</b>
            <div className="track">
              {grid}
              <i className="range" style={{ left: `${arm.from}%`, width: `${arm.to - arm.from}%` }} />
              <i className="dot" style={{ left: `${arm.at}%` }} />
              <span style={{ left: `${arm.at}%` }}>{arm.label}</span>
            </div>
          </div>
        ))}
        <div aria-hidden="true">
          <b />
          <div className="track">
            {chart.ticks.map(tick => (
              <span key={tick.at} style={{ left: `${tick.at}%` }}>
                {tick.label}
              </span>
            ))}
          </div>
        </div>
      </figure>
      <ul css={notesStyle}>
        {notes.map(note => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Card>
  )
}
