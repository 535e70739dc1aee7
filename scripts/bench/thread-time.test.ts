/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

type TraceEvent = Record<string, unknown> & { name: string; ph: string; ts: number; dur?: number; tid: number }

/** Runs the bench's transform (an ES module, as the bench runs it) on `events`; returns them and the CPU share. */
function shrink(events: TraceEvent[]): { events: TraceEvent[]; cpuShare: number } {
  const module = path.join(__dirname, "thread-time.mjs")
  const code = `import { shrinkTasksToThreadTime } from ${JSON.stringify(module)}
    const events = JSON.parse(process.argv[1])
    const cpuShare = shrinkTasksToThreadTime(events)
    console.log(JSON.stringify({ events, cpuShare }))`
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", code, JSON.stringify(events)], {
    encoding: "utf8",
  })
  return JSON.parse(output) as { events: TraceEvent[]; cpuShare: number }
}

const MAIN = 1
const COMPOSITOR = 2
const threadNames: TraceEvent[] = [
  { name: "thread_name", ph: "M", ts: 0, pid: 7, tid: MAIN, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, pid: 7, tid: COMPOSITOR, args: { name: "Compositor" } },
]
const event = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  pid: 7,
  tid: MAIN,
  ...extra,
})
const find = (events: TraceEvent[], name: string) => events.find(candidate => candidate.name === name)

describe("the bench's main-thread tasks at thread time", () => {
  it("shrinks a task to the CPU time its thread used, and the work inside it in proportion", () => {
    const { events, cpuShare } = shrink([
      ...threadNames,
      event("RunTask", 1_000_000, 100_000, { tdur: 25_000 }),
      event("FunctionCall", 1_040_000, 20_000),
      event("RunTask", 1_100_000, 10_000, { tdur: 10_000 }),
    ])
    expect(find(events, "RunTask")).toMatchObject({ ts: 1_000_000, dur: 25_000 })
    expect(find(events, "FunctionCall")).toMatchObject({ ts: 1_010_000, dur: 5_000 })
    // The next task, right after it, starts where it did, and keeps its time (it used the CPU all along).
    expect(events.filter(candidate => candidate.name === "RunTask")[1]).toMatchObject({ ts: 1_100_000, dur: 10_000 })
    expect(cpuShare).toBeCloseTo(35_000 / 110_000)
  })

  it("leaves other threads, and tasks without a thread time, as recorded", () => {
    const { events, cpuShare } = shrink([
      ...threadNames,
      event("RunTask", 1_000_000, 100_000, { tid: COMPOSITOR, tdur: 10_000 }),
      event("RunTask", 3_000_000, 80_000),
    ])
    expect(events.find(candidate => candidate.tid === COMPOSITOR && candidate.name === "RunTask")).toMatchObject({
      dur: 100_000,
    })
    expect(events.find(candidate => candidate.tid === MAIN && candidate.name === "RunTask")).toMatchObject({
      ts: 3_000_000,
      dur: 80_000,
    })
    expect(cpuShare).toBe(1)
  })
})
