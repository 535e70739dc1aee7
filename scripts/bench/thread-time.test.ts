/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

/** An event: [name, start, duration, thread time?, thread?] in µs; thread 0 is the renderer's main thread. */
type Event = [string, number, number, number?, number?]

/** Runs the bench's transform (an ES module, as the bench runs it); returns each event's [start, duration] after. */
function shrink(...events: Event[]): { times: number[][]; cpuShare: number } {
  const code = `import { shrinkTasksToThreadTime } from ${JSON.stringify(path.join(__dirname, "thread-time.mjs"))}
    const trace = JSON.parse(process.argv[1]).map(([name, ts, dur, tdur, tid = 0]) => ({ name, ph: "X", ts, dur, tdur, pid: 7, tid }))
    for (const [tid, name] of ["CrRendererMain", "Compositor"].entries())
      trace.push({ name: "thread_name", ph: "M", pid: 7, tid, args: { name } })
    const cpuShare = shrinkTasksToThreadTime(trace)
    console.log(JSON.stringify({ times: trace.filter(e => e.ph === "X").map(e => [e.ts, e.dur]), cpuShare }))`
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", code, JSON.stringify(events)])
  return JSON.parse(output.toString()) as { times: number[][]; cpuShare: number }
}

it("shrinks a main-thread task to the CPU time its thread used, and the work inside it in proportion", () => {
  const { times, cpuShare } = shrink(["RunTask", 1000, 100, 25], ["FunctionCall", 1040, 20], ["RunTask", 1100, 10, 10])
  // The next task starts where it did and keeps its time: it used the CPU all along.
  expect(times).toEqual([
    [1000, 25],
    [1010, 5],
    [1100, 10],
  ])
  expect(cpuShare).toBeCloseTo(35 / 110)
})

it("leaves other threads, and tasks without a thread time, as recorded", () => {
  const times = [
    [1000, 100],
    [3000, 80],
  ]
  expect(shrink(["RunTask", 1000, 100, 10, 1], ["RunTask", 3000, 80])).toEqual({ times, cpuShare: 1 })
})
