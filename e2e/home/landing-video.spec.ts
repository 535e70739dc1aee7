import { site } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { content, gotoHydrated, gotoWithPausedClock, ui, waitForLateCode } from "../helpers/landing-helpers"

const videos = content("demos").videos
const playerHost = new URL(site.videoHost).host

test("the three demos load no player until asked, then embed it", async ({ page, external }) => {
  await gotoHydrated(page)
  await waitForLateCode(page, "demos")
  const demos = page.locator("#demos")
  for (const video of videos)
    await expect(demos.getByRole("link", { name: `${ui.video.playLabel}: ${video.title}` })).toBeVisible()
  expect(external.filter(request => request.url.includes(playerHost))).toHaveLength(0)
  await demos.getByRole("link", { name: `${ui.video.playLabel}: ${videos[0].title}` }).click()
  const frame = demos.locator(`iframe[title="${videos[0].title}"]`)
  await expect(frame).toHaveAttribute("src", new RegExp(`/embed/${videos[0].videoId}`))
})

test("a player that never loads gives way to the video's fallback text", async ({ page }) => {
  // The player host answers nothing: the request hangs like a blocked or dead player.
  await page.route(
    url => url.host === playerHost,
    () => undefined,
  )
  await gotoWithPausedClock(page)
  await waitForLateCode(page, "demos", { pausedClock: true })
  const video = videos[1]
  await page.getByRole("link", { name: `${ui.video.playLabel}: ${video.title}` }).click()
  await expect(page.locator(`iframe[title="${video.title}"]`)).toBeAttached()
  await page.clock.runFor(5_000)
  await expect(page.getByText(video.fallback)).toBeHidden()
  await page.clock.runFor(1_000)
  await expect(page.getByText(video.fallback)).toBeVisible()
  await expect(page.locator(`iframe[title="${video.title}"]`)).toHaveCount(0)
})

test("offline, the play button shows the fallback at once", async ({ page, context }) => {
  await gotoHydrated(page)
  // The visitor reached the videos (their section's code came), then lost the connection.
  await waitForLateCode(page, "demos")
  await context.setOffline(true)
  const video = videos[2]
  await page.getByRole("link", { name: `${ui.video.playLabel}: ${video.title}` }).click()
  await expect(page.getByText(video.fallback)).toBeVisible()
  await context.setOffline(false)
})
