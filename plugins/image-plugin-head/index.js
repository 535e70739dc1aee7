// A local Gatsby plugin: everything is in gatsby-ssr.tsx.
