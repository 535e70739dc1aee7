// node lantern-dump.tmp.mjs dir: lantern's simulated CPU tasks (TBT's optimistic & pessimistic simulations) mapped to observed tasks
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js"
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js"
import fs from "fs"
const dir = process.argv[2]
const artifacts = await loadArtifacts(dir)
const lhr = JSON.parse(fs.readFileSync(`${dir}.json`, "utf8"))
const settings = lhr.configSettings
const trace = artifacts.Trace || artifacts.traces?.defaultPass, devtoolsLog = artifacts.DevtoolsLog || artifacts.devtoolsLogs?.defaultPass
const context = { computedCache: new Map(), settings }
const data = { trace, devtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null }
const r = await LanternTotalBlockingTime.request(data, context)
console.log("TBT", r.timing, "opt", r.optimisticEstimate.timeInMs, "pess", r.pessimisticEstimate.timeInMs)
const nav = trace.traceEvents.find(e => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"))
for (const [label, est] of [["optimistic", r.optimisticEstimate], ["pessimistic", r.pessimisticEstimate]]) {
  console.log("==", label)
  const rows = []
  for (const [node, t] of est.nodeTimings) if (node.type === "cpu" && t.duration >= 30) rows.push([t.startTime, t.duration, (node.event.ts - nav.ts) / 1000, node.event.dur / 1000, node.childEvents.filter(e => ["ParseHTML", "Layout", "Paint", "EvaluateScript", "FunctionCall"].includes(e.name)).map(e => e.name + (e.args?.data?.url ? ":" + e.args.data.url.replace(/.*\//, "").slice(0, 20) : "")).filter((v, i, a) => a.indexOf(v) === i).join(",")])
  for (const r of rows.sort((a, b) => a[0] - b[0])) console.log(`sim ${r[0].toFixed(0)}+${r[1].toFixed(0)}  obs @${r[2].toFixed(0)} ${r[3].toFixed(1)}ms  ${r[4]}`)
}
