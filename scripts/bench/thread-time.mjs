/**
 * A run as a quiet host would time it. Lighthouse scales each main-thread task's wall time, which on a
 * shared host includes the time other tenants held the CPU; Chromium's trace also records the CPU time
 * the thread itself used (`tdur`). An estimate: time a quiet host also spends waiting goes with the steal.
 */
const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"])

/**
 * Shrinks, in place, each top-level task of a renderer main thread to its thread time, moving and
 * shortening the events inside it in proportion. Returns the share of those tasks' wall time their
 * threads spent on the CPU.
 */
export function shrinkTasksToThreadTime(events) {
  const mainThreads = new Set(
    events.filter(e => e.ph === "M" && e.args?.name === "CrRendererMain").map(e => `${e.pid}:${e.tid}`),
  )
  const byThread = new Map([...mainThreads].map(thread => [thread, []]))
  for (const e of events) if (e.ph !== "M") byThread.get(`${e.pid}:${e.tid}`)?.push(e)
  let wall = 0
  let cpu = 0
  for (const threadEvents of byThread.values()) {
    let task
    for (const event of threadEvents.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
      if (task && event.ts < task.end) {
        event.ts = task.start + (event.ts - task.start) * task.ratio
        if (event.dur != null) event.dur *= task.ratio
      } else if (event.ph === "X" && TASKS.has(event.name) && event.dur > 0 && event.tdur != null) {
        task = { start: event.ts, end: event.ts + event.dur, ratio: Math.min(1, event.tdur / event.dur) }
        wall += event.dur
        cpu += event.dur * task.ratio
        event.dur *= task.ratio
      }
    }
  }
  return wall > 0 ? cpu / wall : 1
}
