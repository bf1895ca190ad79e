// Tells the CDN that paths changed. Deployed, CloudFront (cloudfront-invalidator.ts); locally
// there is no CDN and nothing to do.
//
// Imports carry ".ts": the plugin's tests (tests/wordpress-plugin, NodeNext) load the webhook.
import type { InvalidationPlan } from "./invalidation-paths.ts";

export interface InvalidationResult {
  /** CloudFront's invalidation id. */
  id: string;
  /** The paths sent: the plan's, or its exact fallback when CloudFront refused them. */
  paths: string[];
  fallback: boolean;
  /** With the fallback: the wildcards not sent, whose answers expire on their own (s-maxage). */
  leftToExpire?: string[];
}

export interface Invalidator {
  /** Where invalidations go, for the answer and the log. */
  readonly target: string;
  /**
   * Creates one invalidation for the plan's paths (or, refused, its fallback). `reference` is
   * unique per delivery: sent again with the same paths it names the same invalidation.
   * Resolves null when there is no CDN; rejects when CloudFront took neither.
   */
  invalidate(plan: InvalidationPlan, reference: string): Promise<InvalidationResult | null>;
}

/** Local runs (`npm start`, tests): no CDN in front of the site. */
export const noCdn: Invalidator = {
  target: "none (no CloudFront distribution configured)",
  invalidate: async () => null,
};
