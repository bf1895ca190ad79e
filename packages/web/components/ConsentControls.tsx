// The consent code every page with a banner runs at once (docs/privacy.md): reads the stored
// choice and shows the banner or not (lib/consent/stored.ts), and listens for the banner's
// answers and the footer's "Privacy choices" (static markup both, one listener on the
// document). What acts on a choice (lib/consent/actions.ts: recording it, loading, clearing
// and telling the tools) and the preferences dialog load when first needed, not with the page.
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { CONSENT_CATEGORIES, type ConsentCategory } from "@/lib/consent/categories";
import {
  CONSENT_BANNER_ID,
  CONSENT_CHOICE,
  PREFERENCES_OPENER,
  type BannerChoice,
} from "@/lib/consent/markup";
import type { ConsentSetup } from "@/lib/consent/setup";
import type { ChromeStrings } from "@/lib/i18n/strings";
import { showConsent, storedConsent } from "@/lib/consent/stored";
import { setVideoPlayersCategory } from "@/lib/consent/store";
import { toolCookieNames } from "@/lib/consent/tool-cookies";
import { useRouter } from "@/lib/navigation/router";

const ConsentPreferences = lazy(() =>
  import("./ConsentPreferences").then((module) => ({ default: module.ConsentPreferences })),
);

const consentActions = () => import("@/lib/consent/actions");

/** Registered in consent.css as a length that is not inherited. */
const BANNER_HEIGHT_PROPERTY = "--consent-banner-height";

export function ConsentControls({
  setup,
  strings,
}: {
  setup: ConsentSetup;
  /** The consent dialog's own words, in the page's language. */
  strings: ChromeStrings["consent"];
}) {
  const router = useRouter();
  const { tools, wording } = setup;
  const categories = useMemo(
    () => CONSENT_CATEGORIES.filter((category) => tools.some((tool) => tool.category === category)),
    [tools],
  );
  /** How many times the dialog was asked for: each time, a fresh one opens. */
  const [preferencesAsked, setPreferencesAsked] = useState(0);

  useEffect(() => {
    const state = storedConsent(wording.policyVersion);
    setVideoPlayersCategory(tools.find((tool) => tool.id === "video-players")?.category ?? null);
    showConsent(state);
    const refused = tools.filter((tool) => !state.granted.has(tool.category));
    if (
      state.granted.size > 0 ||
      tools.some((tool) => tool.id === "tag-manager") ||
      toolCookieNames(refused).length > 0
    ) {
      void consentActions().then(({ applyConsent }) => applyConsent(tools, state));
    }
  }, [tools, wording.policyVersion]);

  // The room the page keeps below its content, and above what gets focus, while the banner
  // shows (consent.css): its height, as the browser reports it after layout (no layout is read
  // or forced here), into a property that is not inherited, set on the two elements that use
  // it, so that a change restyles those two and not the whole document.
  useEffect(() => {
    const banner = document.getElementById(CONSENT_BANNER_ID);
    if (!banner) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = `${entry?.borderBoxSize[0]?.blockSize ?? 0}px`;
      for (const element of [document.documentElement, document.body]) {
        element.style.setProperty(BANNER_HEIGHT_PROPERTY, height);
      }
    });
    observer.observe(banner);
    return () => observer.disconnect();
  }, []);

  /** Records a choice; resolves once it applies (the banner gone, the tools loading). */
  const decide = useMemo(
    () => async (granted: readonly ConsentCategory[]) =>
      (await consentActions()).decide(setup, router, granted),
    [router, setup],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest(`[${CONSENT_CHOICE}], [${PREFERENCES_OPENER}]`);
      if (!control) return;
      const choice = control.getAttribute(CONSENT_CHOICE) as BannerChoice | null;
      if (choice === "accept-all" || choice === "reject-all") {
        void decide(choice === "accept-all" ? categories : []);
        // The banner, which has focus, goes: focus goes to the page.
        document.getElementById("main")?.focus({ preventScroll: true });
      } else {
        setPreferencesAsked((count) => count + 1);
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [categories, decide]);

  if (preferencesAsked === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPreferences
        key={preferencesAsked}
        setup={setup}
        categories={categories}
        decide={decide}
        text={strings}
      />
    </Suspense>
  );
}
