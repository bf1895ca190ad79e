// Response headers every page carries. The content-security policy for third-party
// analytics hosts is set at the CDN (see stacks/); here only what holds everywhere.
/** Features the site never uses; the CDN sends the same policy (stacks/security-headers.ts). */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  {
    key: "Content-Security-Policy",
    value: "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
  },
];
