/** The CMS preview's embedded data (bundle-preview.ts writes it into the bundle; see PreviewData in preview.tsx). */
declare module "preview-data" {
  const data: unknown
  export default data
}
