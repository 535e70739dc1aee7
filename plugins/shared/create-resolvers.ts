/** One field's resolver, as Gatsby's `createResolvers` takes it (its documented argument). */
export interface Resolver {
  type: string
  args?: Record<string, string>
  resolve: (source: never, args: never, context: never, info: never) => unknown
}

/** Gatsby types the `createResolvers` action as a bare `Function`. */
export type CreateResolvers = (resolvers: Record<string, Record<string, Resolver>>) => void
