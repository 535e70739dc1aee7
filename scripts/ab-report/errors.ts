/** A problem the marketer can fix, said in Portuguese: the file, line and column when it is in a file. */
export class ReportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ReportError"
  }
}

/** Where in a file a value sits, counted from 1 as editors and spreadsheets count. */
export interface Position {
  line: number
  column: number
}

export function fileError(file: string, at: Position, problem: string): ReportError {
  return new ReportError(`${file}, linha ${at.line}, coluna ${at.column}: ${problem}`)
}

/** Finds the line and column of character offsets in one text (a binary search over its line starts). */
export function positionsIn(text: string): (offset: number) => Position {
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1)
  return offset => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (lineStarts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 }
  }
}
