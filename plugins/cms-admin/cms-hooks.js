// Before a save is written, the build's validation checks it (POST /admin/validate, served by `npm run cms`); a static
// host has no such endpoint: there the form's own rules apply, and the branch's build checks the rest.
/* global CMS */
;(() => {
  // Decap shows a refused save as "Falha ao persistir na entrada: <the error>": without a name, no English "Error:".
  const refusal = message => Object.assign(new Error(message), { name: "" })

  async function check(path, data) {
    try {
      const response = await fetch("/admin/validate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path, data }),
      })
      const json = response.ok && (response.headers.get("content-type") ?? "").includes("application/json")
      return json ? response.json() : undefined
    } catch {
      return undefined
    }
  }

  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const verdict = await check(entry.get("path"), entry.get("data").toJS())
      if (!verdict) return undefined
      if (verdict.file.length > 0) throw refusal(`o build recusaria este arquivo. ${verdict.file.join(" · ")}`)
      if (
        verdict.others.length > 0 &&
        !window.confirm(
          `Este arquivo está certo, mas deixa outro arquivo em desacordo:\n\n${verdict.others.join("\n")}\n\n` +
            "Salvar mesmo assim? Corrija o outro arquivo em seguida, senão o build do site falha.",
        )
      ) {
        throw refusal(`salvamento cancelado. ${verdict.others.join(" · ")}`)
      }
      return undefined
    },
  })
})()
