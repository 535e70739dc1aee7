import { css } from "@emotion/react"
import { mq, theme } from "../../theme/theme"

type Row = Record<"name" | "provider" | "kind" | "purpose" | "lifetime", string>
const COLUMNS = ["provider", "kind", "purpose", "lifetime"] as const

/** A consent category's cookies and storage keys: a table from 768 px, on a phone a card a row, cells labelled. */
export function StorageTable({ caption, headers, items }: { caption: string; headers: Row; items: readonly Row[] }) {
  return (
    <table css={tableStyle}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers.name}</th>
          {COLUMNS.map(key => (
            <th key={key} scope="col">
              {headers[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map(item => (
          <tr key={item.name}>
            <th scope="row">
              <code>{item.name}</code>
            </th>
            {COLUMNS.map(key => (
              <td key={key} data-label={headers[key]}>
                {item[key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  caption {
    margin-bottom: ${theme.space[2]};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    text-align: left;
  }
  th,
  td {
    padding: ${theme.space[3]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${theme.colors.text};
    font-weight: 700;
    border-bottom-color: ${theme.colors.borderStrong};
  }
  tbody th {
    font-weight: 600;
  }
  code {
    color: ${theme.colors.accentText};
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.95em;
    overflow-wrap: anywhere;
  }
  /* Phones: each row a card, each value after its column's name. */
  @media (max-width: 767px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody tr {
      display: grid;
      margin-bottom: ${theme.space[3]};
      padding: ${theme.space[3]};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.surface};
    }
    tbody th,
    tbody td {
      display: grid;
      grid-template-columns: 7.5rem 1fr;
      gap: ${theme.space[2]};
      padding: ${theme.space[1]} 0;
      border: 0;
    }
    tbody th {
      grid-template-columns: 1fr;
      padding-bottom: ${theme.space[2]};
    }
    td::before {
      content: attr(data-label);
      color: ${theme.colors.text};
      font-weight: 600;
    }
  }
  ${mq.md} {
    tbody th {
      width: 30%;
    }
  }
`
