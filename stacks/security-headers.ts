// The response headers CloudFront adds to every answer, pages and static files alike. They
// override the origin's own (next.config.ts sends a subset for `next start`), so the CDN is
// the one authority for what a deployed site sends.
import { Duration } from "aws-cdk-lib";
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseHeadersPolicyProps,
} from "aws-cdk-lib/aws-cloudfront";

// One policy for the site and the CDN: the site's own list (players embedded in content
// keep the defaults they need).
import { PERMISSIONS_POLICY } from "../packages/web/lib/security-headers.ts";

export { PERMISSIONS_POLICY };

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
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: "Permissions-Policy", value: PERMISSIONS_POLICY, override: true }],
    },
  };
}
