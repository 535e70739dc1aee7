/**
 * Opens the cookie preferences (footer button, policy page). The banner's code
 * is fetched after mount anyway; a click before it arrives waits for it.
 */
export function openCookiePreferences(): void {
  import("./consent-controller")
    .then(controller => controller.showPreferences())
    .catch((error: unknown) => console.log("consent: the preferences could not open", error))
}
