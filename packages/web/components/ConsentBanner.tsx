// The first-visit banner (docs/privacy.md): static markup, rendered on the server once per
// shell (lib/render/page-shell.server.tsx) and the same for every visitor, so the browser gets
// its markup and no code to render it. It is hidden until <html data-consent> says to show it
// (lib/consent/reveal-script.ts, then ConsentControls.tsx), and its buttons are handled by one
// listener on the document (ConsentControls.tsx). It is fixed to the bottom of the viewport, so
// showing or hiding it moves nothing on the page, and the page keeps its height clear below it
// (consent.css), so it never hides what has focus.
import { CONSENT_BANNER_ID, CONSENT_CHOICE, type BannerChoice } from "@/lib/consent/markup";
import type { PrivacyWording } from "@/lib/consent/setup";
import type { ChromeStrings } from "@/lib/i18n/strings";

export function ConsentBannerContent({
  wording,
  strings,
}: {
  wording: PrivacyWording;
  strings: ChromeStrings["consent"];
}) {
  const button = (choice: BannerChoice, label: string) => (
    <button type="button" {...{ [CONSENT_CHOICE]: choice }}>
      {label}
    </button>
  );
  return (
    <section
      id={CONSENT_BANNER_ID}
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      data-policy-version={wording.policyVersion}
    >
      <div className="consent-banner__inner">
        <p id="consent-banner-title" className="consent-banner__title">
          {wording.bannerTitle}
        </p>
        <p className="consent-banner__text consent--ask">{wording.bannerText}</p>
        <p className="consent-banner__text consent--gpc">{wording.gpcText}</p>
        <PolicyLink wording={wording} label={strings.policy} />
        <div className="consent__actions consent--ask">
          {button("accept-all", strings.acceptAll)}
          {button("reject-all", strings.rejectAll)}
          {button("preferences", strings.choose)}
        </div>
        <div className="consent__actions consent--gpc">
          {button("reject-all", strings.ok)}
          {button("preferences", strings.details)}
        </div>
      </div>
    </section>
  );
}

/** The privacy policy, where the CMS names one: in the banner and the preferences dialog. */
export function PolicyLink({ wording, label }: { wording: PrivacyWording; label: string }) {
  return (
    wording.policyUrl && (
      <a href={wording.policyUrl} className="consent__policy">
        {label}
      </a>
    )
  );
}
