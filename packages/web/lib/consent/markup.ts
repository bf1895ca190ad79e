// The hooks in the page's markup the consent code finds its elements by.

/** The banner; it carries the policy version the stored choice must match. */
export const CONSENT_BANNER_ID = "consent-banner";

/** Marks the footer's "Privacy choices" button (SiteFooter.tsx, static markup). */
export const PREFERENCES_OPENER = "data-consent-preferences";

/** Marks the banner's buttons (ConsentBanner.tsx, static markup) with what each chooses. */
export const CONSENT_CHOICE = "data-consent-choice";

export type BannerChoice = "accept-all" | "reject-all" | "preferences";
