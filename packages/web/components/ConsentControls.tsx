// The consent code every page with a banner runs (docs/privacy.md): applies the stored choice
// (use-consent.ts), records the banner's answers, and opens the preferences dialog from the
// banner or the footer. The banner and the footer's button are static markup, handled by one
// listener on the document; the dialog's code loads when it is first asked for, not with the
// page.
import { useRouter } from "@/lib/navigation/router";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { CONSENT_CATEGORIES } from "@/lib/consent/categories";
import {
  CONSENT_BANNER_ID,
  CONSENT_CHOICE,
  PREFERENCES_OPENER,
  type BannerChoice,
} from "@/lib/consent/markup";
import type { ConsentSetup } from "@/lib/consent/setup";
import { useConsent } from "@/lib/consent/use-consent";

const ConsentPreferences = lazy(() =>
  import("./ConsentPreferences").then((module) => ({ default: module.ConsentPreferences })),
);

export function ConsentControls({ setup }: { setup: ConsentSetup }) {
  const router = useRouter();
  const { state, decide } = useConsent(setup, router);
  const { tools } = setup;
  const categories = useMemo(
    () => CONSENT_CATEGORIES.filter((category) => tools.some((tool) => tool.category === category)),
    [tools],
  );
  /** How many times the dialog was asked for: each time, a fresh one opens. */
  const [preferencesAsked, setPreferencesAsked] = useState(0);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest(`[${CONSENT_CHOICE}], [${PREFERENCES_OPENER}]`);
      if (!control) return;
      const choice = control.getAttribute(CONSENT_CHOICE) as BannerChoice | null;
      if (choice === "accept-all" || choice === "reject-all") {
        decide(choice === "accept-all" ? categories : []);
        // The banner, which had focus, is gone: focus goes to the page.
        document.getElementById("main")?.focus({ preventScroll: true });
      } else {
        setPreferencesAsked((count) => count + 1);
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [categories, decide]);

  // The banner's height, for the room the page keeps below its content while it shows.
  useEffect(() => {
    const banner = document.getElementById(CONSENT_BANNER_ID);
    if (!banner) return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty(
        "--consent-banner-height",
        `${banner.offsetHeight}px`,
      ),
    );
    observer.observe(banner);
    return () => observer.disconnect();
  }, []);

  if (preferencesAsked === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPreferences
        key={preferencesAsked}
        setup={setup}
        categories={categories}
        gpc={state.gpc}
        decide={decide}
      />
    </Suspense>
  );
}
