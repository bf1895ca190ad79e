// The response headers CloudFront adds to every answer, pages and static files alike. They
// override the origin's own (next.config.ts sends the same for `next start`), so the CDN is
// the one authority for what a deployed site sends; but for the Content-Security-Policy,
// which a page sends itself with the hashes of its inline scripts (pages/_document.tsx). The
// CDN's, without hashes, is for answers that come with none.
import { Duration } from "aws-cdk-lib";
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseHeadersPolicyProps,
} from "aws-cdk-lib/aws-cloudfront";

// One policy for the site and the CDN (players embedded in content keep the defaults they need).
import { INTERNAL_RESPONSE_HEADERS } from "@corus/site-rules/internal-headers";
import { PERMISSIONS_POLICY } from "@corus/site-rules/permissions-policy";

export function securityHeadersProps(contentSecurityPolicy: string): ResponseHeadersPolicyProps {
  return {
    comment: "Security headers for every response of the site",
    securityHeadersBehavior: {
      // A year, without includeSubdomains or preload: other hosts of the company's domain
      // are not this stack's to commit to HTTPS.
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      // frame-ancestors in the policy below; X-Frame-Options for browsers that predate it.
      frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
      contentSecurityPolicy: { contentSecurityPolicy, override: false },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: "Permissions-Policy", value: PERMISSIONS_POLICY, override: true }],
    },
    // What the site sends for CloudFront and its operators only (the tags are read before this).
    removeHeaders: [...INTERNAL_RESPONSE_HEADERS],
  };
}

// CloudFront refuses a longer Content-Security-Policy in a response-headers policy.
export const CLOUDFRONT_CSP_LIMIT = 1783;

/** The policy, or an error naming the setting to shorten when CloudFront would refuse it. */
export function cloudFrontPolicy(policy: string): string {
  if (policy.length > CLOUDFRONT_CSP_LIMIT) {
    throw new Error(
      `The Content-Security-Policy is ${policy.length} characters, over CloudFront's ${CLOUDFRONT_CSP_LIMIT}: list fewer ANALYTICS_CSP_ORIGINS`,
    );
  }
  return policy;
}
