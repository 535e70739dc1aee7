/** An imported SVG: its address, or a data URI when under 10 KB (Gatsby's webpack asset rule). */
declare module "*.svg" {
  const url: string
  export default url
}
