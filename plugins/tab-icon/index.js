// A local Gatsby plugin: the build step is in gatsby-node.ts, the head links in gatsby-ssr.tsx.
