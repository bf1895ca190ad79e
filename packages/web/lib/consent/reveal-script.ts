// The one inline script of the consent code, run as the page is parsed (after the banner's
// markup, before first paint): it shows the banner at once when no choice is stored for this
// policy version, so the banner is part of the first paint. The page's HTML is the same for
// everyone (it never depends on the consent cookie); the banner is hidden until this, or the
// bundle's strict reading of the cookie (lib/consent/record.ts) once the page is interactive,
// sets <html data-consent>. Its check is looser than the bundle's, never stricter, so the
// bundle only ever adds the banner, never takes it away before the visitor acts.
import { CONSENT_BANNER_ID } from "./markup";
import { CONSENT_COOKIE, CONSENT_LIFETIME_SECONDS } from "./record";

export const CONSENT_REVEAL_SCRIPT = `(function(){var b=document.getElementById("${CONSENT_BANNER_ID}");if(!b)return;var m=document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/),ok=false;try{var r=m&&JSON.parse(decodeURIComponent(m[1]));ok=!!r&&r.p===b.getAttribute("data-policy-version")&&Date.now()/1e3-r.t<${CONSENT_LIFETIME_SECONDS}}catch(e){}if(!ok)document.documentElement.setAttribute("data-consent",navigator.globalPrivacyControl?"gpc":"ask")})()`;
