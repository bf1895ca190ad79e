// Runs once when the server starts: a bad setting stops start-up with the variable's name
// instead of failing on the first visitor's request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { siteSettings } = await import("./lib/settings");
    siteSettings();
  }
}
