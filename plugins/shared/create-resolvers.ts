/** Gatsby types the `createResolvers` action as a bare `Function`; this is its documented argument. */
export type CreateResolvers = (
  resolvers: Record<
    string,
    Record<
      string,
      {
        type: string
        args?: Record<string, string>
        resolve: (source: never, args: never, context: never, info: never) => unknown
      }
    >
  >,
) => void
