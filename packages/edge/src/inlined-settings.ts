// What the handler runs with: the settings the stack validated with readEdgeSettings
// (settings.ts) at synth time, inlined into the bundle as JSON. Nothing is validated again
// here, so the bundle carries no schema library: settings.ts is imported for its type only.
import type { EdgeSettings } from "./settings.ts";

/** The one variable SST's EdgeFunction inlines for the handler: EdgeSettings as JSON. */
export const EDGE_SETTINGS_VARIABLE = "EDGE_SETTINGS";

export function inlinedEdgeSettings(env: Record<string, string | undefined>): EdgeSettings {
  const json = env[EDGE_SETTINGS_VARIABLE];
  if (!json) {
    throw new Error(
      `${EDGE_SETTINGS_VARIABLE} is not set: the stack inlines the edge's settings (stacks/settings.ts)`,
    );
  }
  return JSON.parse(json) as EdgeSettings;
}
