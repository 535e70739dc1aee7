/** The figures the bench keeps from one Lighthouse report (LHR), and the medians of several. */

const CATEGORY_KEYS = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "bestPractices",
  seo: "seo",
}

/** Figures taken as the median of the runs; the rest come from the run nearest the median LCP. */
const MEDIAN_KEYS = [
  ...Object.values(CATEGORY_KEYS),
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "speedIndexMs",
  "totalBytes",
  "scriptBytes",
  "htmlBytes",
  "loadEventMs",
  "benchmarkIndex",
  "threadFcpMs",
  "threadLcpMs",
  "threadTbtMs",
  "cpuShare",
]

/**
 * How many round trips Lighthouse's mobile model (Lantern) takes to deliver a response of `bytes`
 * (headers included): TCP starts with 10 segments of 1460 bytes and doubles them each round trip,
 * up to what its 1.6 Mbps carries in one 150 ms round trip (21 segments). In that model the
 * first paint waits for the whole HTML, so each one is about 150 ms of FCP.
 */
export function mobileRoundTrips(bytes) {
  const SEGMENT = 1460
  const MAX_SEGMENTS = Math.floor(((1638.4 * 1024) / 8 / SEGMENT) * 0.15)
  let segments = 10
  let sent = 0
  let trips = 0
  while (sent < bytes) {
    sent += segments * SEGMENT
    segments = Math.min(segments * 2, MAX_SEGMENTS)
    trips++
  }
  return trips
}

export function median(values) {
  const sorted = values.filter(value => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function isLocalUrl(url) {
  try {
    const { hostname, protocol } = new URL(url)
    return (
      ["data:", "blob:", "chrome-extension:"].includes(protocol) ||
      ["localhost", "127.0.0.1", "[::1]"].includes(hostname)
    )
  } catch {
    return true
  }
}

/** A script's path on the site, or the whole URL of anything else ("Unattributable" for tasks with no script). */
const shortUrl = url => {
  if (!url) return "unattributable"
  try {
    const parsed = new URL(url)
    return isLocalUrl(url) ? parsed.pathname : url
  } catch {
    return url
  }
}

/** The LCP element (selector and HTML snippet) and how its time splits into TTFB, load delay, load time and render delay. */
function lcpElementOf(lhr) {
  const [elementTable, phasesTable] = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? []
  const node = elementTable?.items?.[0]?.node
  return {
    selector: node?.selector,
    snippet: node?.snippet,
    phases: (phasesTable?.items ?? []).map(item => ({ phase: item.phase, ms: Math.round(item.timing) })),
  }
}

/** Where main-thread time goes: the three longest tasks, and the three largest kinds of work. */
function mainThreadOf(lhr) {
  const longTasks = [...(lhr.audits["long-tasks"]?.details?.items ?? [])]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map(task => ({ url: shortUrl(task.url), ms: Math.round(task.duration), startMs: Math.round(task.startTime) }))
  const breakdown = [...(lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [])]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map(group => ({ group: group.groupLabel ?? group.group, ms: Math.round(group.duration) }))
  return { longTasks, breakdown }
}

/** The figures of one run, plus every third-party request it attempted. */
export function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const scores = {}
  for (const [id, key] of Object.entries(CATEGORY_KEYS))
    scores[key] = Math.round((lhr.categories[id]?.score ?? NaN) * 100)
  const numeric = id => lhr.audits[id]?.numericValue ?? NaN
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const loadEventMs = observed.observedLoad ?? NaN
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const thirdParty = requests
    .filter(request => !isLocalUrl(request.url))
    .map(request => {
      const startMs = request.networkRequestTime ?? request.rendererStartTime ?? NaN
      return { url: request.url, startMs: Math.round(startMs), relativeToLoadMs: Math.round(startMs - loadEventMs) }
    })
  return {
    ...scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
    totalBytes: numeric("total-byte-weight"),
    // Every script the page fetched during the run, which has no interaction: first-load JS plus the
    // code fetched on its own afterwards (sections near the first screen, the widget and tags once idle).
    scriptBytes: requests
      .filter(request => isLocalUrl(request.url) && request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    // The page's own HTML as it came over the wire, headers included.
    htmlBytes: requests.find(request => request.resourceType === "Document")?.transferSize ?? NaN,
    loadEventMs,
    // Lighthouse's own measure of the host's CPU speed at the start of the run (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    thirdParty,
    lcpElement: lcpElementOf(lhr),
    mainThread: mainThreadOf(lhr),
    failedAudits: Object.values(lhr.categories)
      .filter(category => category.id !== "performance")
      .flatMap(category =>
        category.auditRefs
          .filter(ref => ref.weight > 0)
          .map(ref => ({ category: category.id, audit: lhr.audits[ref.id] })),
      )
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
      .map(({ category, audit }) => `${category}: ${audit.id} (${audit.title})`),
  }
}

/** The timings of the same run audited again at the main thread's own CPU time (thread-time.mjs). */
export function threadTimeFiguresOf(lhr, cpuShare) {
  const { fcpMs, lcpMs, tbtMs } = figuresOf(lhr)
  return { threadFcpMs: fcpMs, threadLcpMs: lcpMs, threadTbtMs: tbtMs, cpuShare }
}

/** The budgeted timings whose spread between repeats a row reports (max − min of its runs). */
const SPREAD_KEYS = ["lcpMs", "tbtMs", "cls"]

/**
 * One row from several runs: the median of each figure, the spread (max − min) of the budgeted
 * timings, and the LCP element and main-thread tasks of the run whose LCP is nearest the median
 * (the run the median LCP describes).
 */
export function summarize(samples) {
  const result = { runs: samples.length, spread: {} }
  for (const key of MEDIAN_KEYS) result[key] = median(samples.map(sample => sample[key]))
  for (const key of SPREAD_KEYS) {
    const values = samples.map(sample => sample[key]).filter(value => Number.isFinite(value))
    result.spread[key] = values.length ? Math.max(...values) - Math.min(...values) : NaN
  }
  const representative = samples.reduce((best, sample) =>
    Math.abs(sample.lcpMs - result.lcpMs) < Math.abs(best.lcpMs - result.lcpMs) ? sample : best,
  )
  result.lcpElement = representative.lcpElement
  result.mainThread = representative.mainThread
  // Every third-party attempt of any run, once, with its earliest time.
  const attempts = new Map()
  for (const request of samples.flatMap(sample => sample.thirdParty)) {
    const known = attempts.get(request.url)
    if (!known || request.relativeToLoadMs < known.relativeToLoadMs) attempts.set(request.url, request)
  }
  result.thirdParty = [...attempts.values()].sort((a, b) => a.startMs - b.startMs)
  result.failedAudits = [...new Set(samples.flatMap(sample => sample.failedAudits))]
  return result
}

/**
 * The bare page's row for a device across a run: the median of each figure over the floors measured
 * beside each route, with the LCP element and main-thread tasks of the first.
 */
export function combineFloors(floors) {
  const combined = { ...floors[0], runs: floors.reduce((sum, floor) => sum + floor.runs, 0) }
  for (const key of MEDIAN_KEYS) combined[key] = median(floors.map(floor => floor[key]))
  return combined
}
