import siteJson from "../../content/site.json"
import { cmsBackend } from "./cms-backend"

describe("the CMS on Cloudflare Pages", () => {
  const cloudflare = { CF_PAGES: "1", CF_PAGES_BRANCH: "main", CMS_REPO: "formacao/site" }
  const production = new URL(siteJson.siteUrl).origin

  it("signs writers in through the site's own functions at the production address, with the repository alone", () => {
    expect(cmsBackend(cloudflare).backend).toEqual({
      name: "github",
      repo: "formacao/site",
      branch: "main",
      base_url: production,
      auth_endpoint: "api/cms/auth",
    })
    const moved = cmsBackend({ ...cloudflare, SITE_URL: "https://formacao.example.com/" }).backend
    expect(moved.base_url).toBe("https://formacao.example.com")
    const own = { CMS_BASE_URL: "https://auth.example.com", CMS_AUTH_ENDPOINT: "oauth/start" }
    expect(cmsBackend({ ...cloudflare, ...own }).backend).toMatchObject({
      base_url: own.CMS_BASE_URL,
      auth_endpoint: own.CMS_AUTH_ENDPOINT,
    })
  })

  it("edits the branch of the deployment it runs on, so a split test's variant is edited in its preview's /admin/", () => {
    const variant = { ...cloudflare, CF_PAGES_BRANCH: "preco-b" }
    expect(cmsBackend(variant).backend).toMatchObject({ branch: "preco-b", base_url: production })
    expect(cmsBackend({ ...variant, CMS_BRANCH: "conteudo" }).backend.branch).toBe("conteudo")
    // Elsewhere (Netlify, a developer's build) the branch stays main and the sign-in is Decap's default.
    const elsewhere = { CMS_BACKEND: "github", CMS_REPO: "formacao/site", CF_PAGES_BRANCH: "preco-b" }
    expect(cmsBackend(elsewhere).backend).toEqual({ name: "github", repo: "formacao/site", branch: "main" })
  })
})
