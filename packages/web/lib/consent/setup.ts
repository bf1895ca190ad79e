// What a page hands the browser for consent: the editors' wording (WordPress site options)
// and the configured tools, by category. None when no tool is configured (nothing to ask
// about) or the CMS names no policy version (nothing to record a choice under): then no
// banner shows and no tool loads.
import type { ConsentCategory, ConsentedTool } from "./categories";

export interface CategoryWording {
  label: string;
  description: string;
}

/** The Site Options' privacy group (lib/cms/shell.ts reads it). */
export interface PrivacyWording {
  /** Recorded with each choice: a new version asks every visitor again. */
  policyVersion: string;
  policyUrl: string | null;
  bannerTitle: string;
  bannerText: string;
  /** Shown instead of the question when the browser sends Global Privacy Control. */
  gpcText: string;
  necessary: CategoryWording;
  categories: Record<ConsentCategory, CategoryWording>;
}

export interface ConsentSetup {
  wording: PrivacyWording;
  tools: ConsentedTool[];
}

export function consentSetup(
  wording: PrivacyWording | null,
  tools: ConsentedTool[],
): ConsentSetup | null {
  if (!wording?.policyVersion || tools.length === 0) return null;
  return { wording, tools };
}
