// Features the site never uses: one Permissions-Policy for the site's own answers
// (packages/web/lib/security-headers.ts, `next start`) and the CDN's (stacks/security-headers.ts),
// so a deployed answer and a local one allow the same. Players embedded in content keep the
// defaults they need.
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
