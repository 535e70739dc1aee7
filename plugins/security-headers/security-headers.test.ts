import { buildAdminCsp, buildCsp, buildHeadersFile, buildToolCsp, htmlRoutes, inlineScripts } from "./security-headers"

const settings = {
  checkout: { plus: "https://pay.example.com/plus", max: "https://pay.example.com/max?x=1" },
  renewalCheckout: "https://cards.example.net/renew",
  renewalCheckoutFull: "https://full.example.org/renew",
  webhooks: ["https://hooks.example.com/lead", "https://crm.example.org/api/leads"],
  videoHost: "https://www.youtube-nocookie.com",
}

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find(part => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1)

describe("buildCsp", () => {
  const csp = buildCsp(settings, ["sha256-abc=", "sha256-abc="])

  it("allows scripts from the site, its inline-script hashes and the tag hosts only", () => {
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "https://www.googletagmanager.com",
      "https://connect.facebook.net",
    ])
  })

  it("names the build's webhook and checkout origins once each, frames only the video host and is never framed", () => {
    expect(directive(csp, "connect-src")).toEqual(
      expect.arrayContaining(["'self'", "https://hooks.example.com", "https://crm.example.org"]),
    )
    expect(directive(csp, "form-action")).toEqual([
      "'self'",
      "https://pay.example.com",
      "https://cards.example.net",
      "https://full.example.org",
    ])
    expect(directive(csp, "frame-src")).toEqual(["https://www.youtube-nocookie.com"])
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"])
    expect(directive(csp, "object-src")).toEqual(["'none'"])
  })
})

describe("inlineScripts", () => {
  it("finds inline executable scripts and skips external and data scripts", () => {
    const html = `<head><script>a()</script><script type="module">b()</script><script src="/app.js"></script>
      <script type="application/ld+json">{"@type":"Course"}</script><script id="x">c()</script><script></script></head>`
    expect(inlineScripts(html)).toEqual(["a()", "b()", "c()"])
  })
})

describe("the _headers file", () => {
  const template = "# comment\n/*\n  X-Content-Type-Options: nosniff\n\n/*.js\n  Cache-Control: immutable\n"

  it("maps HTML files to the routes that serve them", () => {
    expect(["index.html", "obrigado/index.html", "404.html"].map(htmlRoutes)).toEqual([
      ["/", "/index.html"],
      ["/obrigado", "/obrigado/", "/obrigado/index.html"],
      ["/404.html", "/404"],
    ])
  })

  /** The block of the file for a path, and the policies it sets. */
  const blockOf = (file: string, route: string) =>
    file.split("\n\n").find(part => part.split("\n").some(line => line === route)) ?? ""
  const policiesOf = (file: string, route: string) =>
    [...blockOf(file, route).matchAll(/^ {2}Content-Security-Policy: (.*)$/gm)].map(match => match[1])
  const pages = [
    { file: "index.html", hashes: ["sha256-home=", "sha256-shared="] },
    { file: "obrigado/index.html", hashes: ["sha256-thanks=", "sha256-shared="] },
    { file: "404.html", hashes: ["sha256-404a="] },
    { file: "404/index.html", hashes: ["sha256-404b="] },
  ]

  it("gives every path the policy with every page's scripts, the 404 for an unknown URL included", () => {
    const file = buildHeadersFile(template, settings, pages)
    const [everyPath] = policiesOf(file, "/*")
    expect(directive(everyPath, "script-src")).toEqual(
      expect.arrayContaining(["'sha256-home='", "'sha256-thanks='", "'sha256-shared='", "'sha256-404a='"]),
    )
    expect(file).toContain("/*.js\n  Cache-Control: immutable")
  })

  it("gives each HTML route its page's own scripts only, in place of the site's policy, and no caching", () => {
    const file = buildHeadersFile(template, settings, pages)
    for (const route of ["/obrigado", "/obrigado/", "/obrigado/index.html"]) {
      // Cloudflare Pages: the detach line drops the policy of /*, then the page's is the only one.
      expect(file).toContain(`\n${route}\n  ! Content-Security-Policy\n  Content-Security-Policy: `)
      const policies = policiesOf(file, route)
      expect(policies).toHaveLength(1)
      expect(directive(policies[0], "script-src")).toEqual(
        expect.arrayContaining(["'sha256-thanks='", "'sha256-shared='"]),
      )
      expect(directive(policies[0], "script-src")).not.toContain("'sha256-home='")
      expect(blockOf(file, route)).toContain("\n  Cache-Control: public, max-age=0, must-revalidate")
    }
    // /404 is answered by two files: one policy allowing both.
    const [notFound, ...more] = policiesOf(file, "/404")
    expect(more).toEqual([])
    expect(directive(notFound, "script-src")).toEqual(expect.arrayContaining(["'sha256-404a='", "'sha256-404b='"]))
  })

  it("gives the editor at /admin/ its own policy in place of the site's, kept from search engines and never cached", () => {
    const adminCsp = "default-src 'self'; script-src 'x'"
    const file = buildHeadersFile(template, settings, [{ file: "index.html", hashes: [] }], { adminCsp })
    for (const route of ["/admin", "/admin/*"]) {
      // Cloudflare Pages: the detach line drops the site's policy from /*, then the editor's is the only one.
      expect(file).toContain(
        `\n${route}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${adminCsp}\n  X-Robots-Tag: noindex`,
      )
    }
    expect(file).toContain("/admin/\n  Cache-Control: public, max-age=0, must-revalidate")
    expect(file).toContain("/admin/config.yml\n  Cache-Control: public, max-age=0, must-revalidate")
    // Decap's scripts are *.js: their cache rule comes from /*.js alone (versioned URLs), never twice.
    expect(file).not.toMatch(/\/admin\/\*\n( {2}.*\n)* {2}Cache-Control/)
  })

  it("gives a tool page under /admin/ its own policy after the editor's: its scripts, and no address but the site", () => {
    const tool = { file: "admin/ab/index.html", hashes: ["sha256-tool="] }
    const file = buildHeadersFile(template, settings, [...pages, tool], { adminCsp: "x" })
    expect(directive(policiesOf(file, "/*")[0], "script-src")).not.toContain("'sha256-tool='")
    expect(file.indexOf("\n/admin/ab/\n")).toBeGreaterThan(file.indexOf("\n/admin/*\n"))
    expect(blockOf(file, "/admin/ab/")).toContain(
      `  ! Content-Security-Policy\n  Content-Security-Policy: ${buildToolCsp(tool.hashes)}`,
    )
    expect(directive(buildToolCsp(tool.hashes), "script-src")).toEqual(["'self'", "'sha256-tool='"])
    expect(directive(buildToolCsp(tool.hashes), "connect-src")).toEqual(["'self'"])
  })

  it("leaves Cloudflare's detach lines out of a Netlify build, where the later matching rule replaces the header", () => {
    const file = buildHeadersFile(template, settings, [{ file: "index.html", hashes: [] }], {
      adminCsp: "x",
      detach: false,
    })
    expect(file).not.toMatch(/^\s*!/m)
    expect(file).toContain("/admin/*\n  Content-Security-Policy: x\n")
  })
})

describe("buildAdminCsp", () => {
  it("lets the editor run Decap (eval for its schema checks, blob: previews) and reach only its backends", () => {
    const csp = buildAdminCsp({
      connect: ["http://localhost:8081", "https://api.github.com"],
      images: ["https://avatars.githubusercontent.com"],
    })
    expect(directive(csp, "script-src")).toEqual(["'self'", "'unsafe-eval'"])
    expect(directive(csp, "connect-src")).toEqual([
      "'self'",
      "blob:",
      "http://localhost:8081",
      "https://api.github.com",
    ])
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"])
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"])
    expect(directive(csp, "object-src")).toEqual(["'none'"])
  })
})
