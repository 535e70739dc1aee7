/** A problem the marketer can fix, said in Portuguese: the file, and where in it when that is known. */
export class VerdictError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "VerdictError"
  }
}

export const fileError = (file: string, at: string, problem: string) => new VerdictError(`${file}, ${at}: ${problem}`)
