// Loads the tools of the granted categories into the page, and clears what a withdrawn
// category's tools left: the cookies the settings name. A loaded script cannot be unloaded,
// so a withdrawal takes full effect from the next page (lib/navigation/full-loads.ts).
import type { ConsentCategory, ConsentedTool } from "./categories";
import { toolCookieNames } from "./tool-cookies";

const elementId = (tool: ConsentedTool) => `consented-${tool.id}`;

/** Adds each granted tool's script once; returns the tools added now. */
export function loadGrantedTools(
  tools: readonly ConsentedTool[],
  granted: ReadonlySet<ConsentCategory>,
  whenPageLoaded: (load: () => void) => void,
): ConsentedTool[] {
  const added: ConsentedTool[] = [];
  for (const tool of tools) {
    if (!granted.has(tool.category) || document.getElementById(elementId(tool))) continue;
    // Players load from their placeholders in the page's content, not as a script here.
    if ("embedded" in tool.load) continue;
    const script = document.createElement("script");
    script.id = elementId(tool);
    if ("code" in tool.load) {
      // Its hash is in the page's Content-Security-Policy (lib/security/page-policy.server.ts).
      script.textContent = tool.load.code;
      document.body.append(script);
    } else {
      script.src = tool.load.src;
      script.async = true;
      if (tool.load.whenPageLoaded) whenPageLoaded(() => document.body.append(script));
      else document.body.append(script);
    }
    added.push(tool);
  }
  return added;
}

/** Whether a tool of this category has been added to this page. */
export function toolLoaded(tool: ConsentedTool): boolean {
  return document.getElementById(elementId(tool)) !== null;
}

/**
 * Expires the named cookies of these tools, on this host and each parent domain it could have
 * been set for (a tool sets its cookies on the widest domain it can).
 */
export function clearToolCookies(tools: readonly ConsentedTool[]): void {
  const names = toolCookieNames(tools);
  if (names.length === 0) return;
  const labels = window.location.hostname.split(".");
  const domains = labels.map((_, index) => labels.slice(index).join(".")).slice(0, -1);
  for (const name of names) {
    const expired = `${name}=; Max-Age=0; Path=/`;
    document.cookie = expired;
    for (const domain of domains) document.cookie = `${expired}; Domain=${domain}`;
  }
}
