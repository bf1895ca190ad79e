// What analytics puts into the document (pages/_document.tsx): the app identity the view
// events carry, the consent banner's inline reveal, and the audience-measurement pixel for
// visitors without JavaScript (only where the settings declare the tool exempt from consent).
import { APP_IDENTITY_ELEMENT_ID, serializeAppIdentity } from "@/lib/analytics/app-identity";
import { CONSENT_REVEAL_SCRIPT } from "@/lib/consent/reveal-script";
import type { AppIdentity } from "@/lib/settings";

/** Shows the consent banner before first paint when no choice is stored (reveal-script.ts). */
export function ConsentRevealScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_REVEAL_SCRIPT }} />;
}

/** Counts visitors without JavaScript: a pixel inside <noscript>. */
export function AudienceNoscript({ pixelUrl }: { pixelUrl: string }) {
  return (
    <noscript>
      <img src={pixelUrl} alt="" width={1} height={1} style={{ display: "none" }} />
    </noscript>
  );
}

export function AppIdentityData({ app }: { app: AppIdentity }) {
  return (
    <script
      id={APP_IDENTITY_ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: serializeAppIdentity(app) }}
    />
  );
}
