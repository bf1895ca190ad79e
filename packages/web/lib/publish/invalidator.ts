// Tells the CDN that paths changed. Deployed, CloudFront (cloudfront-invalidator.ts); locally
// there is no CDN and nothing to do.

export interface InvalidationResult {
  /** CloudFront's invalidation id. */
  id: string;
  /** The paths sent: the ones asked for, or "/*" when CloudFront refused them (fallback). */
  paths: string[];
  fallback: boolean;
}

export interface Invalidator {
  /** Where invalidations go, for the answer and the log. */
  readonly target: string;
  /**
   * Creates one invalidation for `paths`. `reference` is unique per delivery: sent again with
   * the same paths it names the same invalidation. Resolves null when there is no CDN.
   */
  invalidate(paths: readonly string[], reference: string): Promise<InvalidationResult | null>;
}

/** Local runs (`npm start`, tests): no CDN in front of the site. */
export const noCdn: Invalidator = {
  target: "none (no CloudFront distribution configured)",
  invalidate: async () => null,
};
