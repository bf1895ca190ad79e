// A response headers policy applied to what a viewer gets, as CloudFront applies one: each
// security and custom header set over the origin's when the policy overrides it, added only where
// the origin sent none otherwise; and the headers the policy removes taken away.
import type { ResponseHeadersPolicyConfig } from "./distribution.ts";

function set(headers: Headers, name: string, value: string, override: boolean) {
  if (override || !headers.has(name)) headers.set(name, value);
}

export function applyResponseHeadersPolicy(
  headers: Headers,
  policy: ResponseHeadersPolicyConfig | undefined,
): Headers {
  if (!policy) return headers;
  const security = policy.SecurityHeadersConfig ?? {};
  const hsts = security.StrictTransportSecurity;
  if (hsts) {
    const value = [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ["includeSubDomains"] : []),
      ...(hsts.Preload ? ["preload"] : []),
    ].join("; ");
    set(headers, "strict-transport-security", value, hsts.Override);
  }
  if (security.ContentTypeOptions) {
    set(headers, "x-content-type-options", "nosniff", security.ContentTypeOptions.Override);
  }
  if (security.FrameOptions) {
    set(
      headers,
      "x-frame-options",
      security.FrameOptions.FrameOption,
      security.FrameOptions.Override,
    );
  }
  if (security.ReferrerPolicy) {
    set(
      headers,
      "referrer-policy",
      security.ReferrerPolicy.ReferrerPolicy,
      security.ReferrerPolicy.Override,
    );
  }
  if (security.ContentSecurityPolicy) {
    set(
      headers,
      "content-security-policy",
      security.ContentSecurityPolicy.ContentSecurityPolicy,
      security.ContentSecurityPolicy.Override,
    );
  }
  if (security.XSSProtection) {
    const { Protection, ModeBlock, ReportUri, Override } = security.XSSProtection;
    const value = Protection
      ? [
          "1",
          ...(ModeBlock ? ["mode=block"] : []),
          ...(ReportUri ? [`report=${ReportUri}`] : []),
        ].join("; ")
      : "0";
    set(headers, "x-xss-protection", value, Override);
  }
  for (const item of policy.CustomHeadersConfig?.Items ?? []) {
    set(headers, item.Header, item.Value, item.Override);
  }
  for (const item of policy.RemoveHeadersConfig?.Items ?? []) {
    headers.delete(item.Header);
  }
  return headers;
}
