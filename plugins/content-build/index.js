// A local Gatsby plugin: everything is in gatsby-node.ts.
