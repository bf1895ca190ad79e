// Response headers every answer of `next start` carries (next.config.ts). Deployed, CloudFront
// adds the same (stacks/security-headers.ts). Pages send their own Content-Security-Policy,
// with the hashes of their inline scripts (pages/_document.tsx); this one, without, is for
// what has no page.
import { PERMISSIONS_POLICY } from "@corus/site-rules/permissions-policy";

export function securityHeaders(contentSecurityPolicy: string) {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "Content-Security-Policy", value: contentSecurityPolicy },
  ];
}
