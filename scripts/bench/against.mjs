/**
 * `--against <git-ref>`: the site as it is at another commit, built in a temporary git worktree and
 * measured beside this build and the floor, so a change (a workaround removed, say) is judged with and
 * without it in one run. The worktree borrows this checkout's node_modules (a symlink, as the floor
 * does: its own npm ci would take longer than the build), so the ref must use the same packages.
 * Its public/ is kept in bench/tmp/against/<commit>/ and reused by later runs against the same commit.
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync, unlinkSync } from "node:fs"
import path from "node:path"
import { BENCH_DIR, ROOT, log } from "./config.mjs"
import { runCommand } from "./run-command.mjs"

const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim()

/** The link to this checkout's node_modules goes first, so that nothing can follow it and delete through it. */
function removeWorktree(worktree, modules) {
  if (existsSync(modules)) unlinkSync(modules)
  try {
    git("worktree", "remove", "--force", worktree)
  } catch {
    // Not a registered worktree any more (a run stopped half-way): the folder alone is left.
  }
  rmSync(worktree, { recursive: true, force: true })
  git("worktree", "prune")
}

/** The built public/ of `ref`, building it first unless an earlier run did. */
export async function buildAgainst(ref) {
  const commit = git("rev-parse", "--verify", `${ref}^{commit}`)
  const kept = path.join(BENCH_DIR, "tmp", "against", commit)
  const publicDir = path.join(kept, "public")
  if (existsSync(path.join(publicDir, "index.html"))) {
    log(`Against ${ref}: reusing the build of ${commit.slice(0, 12)} in bench/tmp/against`)
    return { ref, commit, publicDir }
  }
  // Inside bench/tmp (gitignored), on the same disk as `kept`, so public/ moves there in one rename.
  const worktree = path.join(BENCH_DIR, "tmp", "against-worktree")
  const modules = path.join(worktree, "node_modules")
  log(`Against ${ref}: building ${commit.slice(0, 12)} in a temporary worktree (bench/tmp/against-worktree) …`)
  if (existsSync(worktree)) removeWorktree(worktree, modules)
  try {
    git("worktree", "add", "--detach", "--force", worktree, commit)
    symlinkSync(path.join(ROOT, "node_modules"), modules, "dir")
    // The same A/B variant as this checkout's build (a detached worktree has no branch to name it).
    const variant = process.env.AB_VARIANT || git("rev-parse", "--abbrev-ref", "HEAD")
    await runCommand(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], worktree, { AB_VARIANT: variant })
    rmSync(kept, { recursive: true, force: true })
    mkdirSync(kept, { recursive: true })
    renameSync(path.join(worktree, "public"), publicDir)
  } finally {
    removeWorktree(worktree, modules)
  }
  return { ref, commit, publicDir }
}
