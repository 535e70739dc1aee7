/** Decap CMS's configuration (public/admin/config.yml): the documented options this site uses. */
export interface CmsField {
  name: string
  label: string
  widget:
    | "string"
    | "text"
    | "number"
    | "boolean"
    | "list"
    | "object"
    | "image"
    | "select"
    | "markdown"
    | "hidden"
    | "datetime"
  format?: string
  required: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  value_type?: "int" | "float"
  step?: number
  min?: number
  max?: number
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  label_singular?: string
  collapsed?: boolean
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  modes?: Array<"raw" | "rich_text">
  default?: string
}

export interface CmsFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
}

export interface CmsCollection {
  name: string
  label: string
  description: string
  files: CmsFile[]
  format?: "yaml-frontmatter"
}

export interface CmsBackend {
  name: "proxy" | "github" | "git-gateway"
  proxy_url?: string
  repo?: string
  branch?: string
  base_url?: string
  auth_endpoint?: string
}

export interface CmsConfig {
  backend: CmsBackend
  local_backend: { url: string }
  publish_mode?: "editorial_workflow"
  locale: "pt"
  site_url?: string
  media_folder: string
  public_folder: string
  collections: CmsCollection[]
}
