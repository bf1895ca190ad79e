/** Used only where the CMS cannot be asked (static error pages, CMS outage). */
export const FALLBACK_SITE_NAME = "Corus Entertainment";
