// The first-visit banner and the preferences dialog (docs/privacy.md). Both are in every
// page's HTML, the same for every visitor: the banner is hidden until <html data-consent>
// says to show it (lib/consent/reveal-script.ts, then use-consent.ts). It is fixed to the
// bottom of the viewport, so showing or hiding it moves nothing on the page, and the page
// keeps its height clear below it (consent.css), so it never hides what has focus.
import { useRouter } from "next/router";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { CONSENT_CATEGORIES, type ConsentCategory } from "@/lib/consent/categories";
import { CONSENT_BANNER_ID, PREFERENCES_OPENER } from "@/lib/consent/markup";
import type { ConsentSetup } from "@/lib/consent/setup";
import { currentConsent } from "@/lib/consent/store";
import { useConsent } from "@/lib/consent/use-consent";

const BANNER_HEIGHT_PROPERTY = "--consent-banner-height";

export function ConsentBanner({ setup }: { setup: ConsentSetup }) {
  const router = useRouter();
  const { state, decide } = useConsent(setup, router);
  const { wording, tools } = setup;
  const bannerRef = useRef<HTMLElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<ReadonlySet<ConsentCategory>>(new Set());
  const categories = CONSENT_CATEGORIES.filter((category) =>
    tools.some((tool) => tool.category === category),
  );

  /** The dialog starts from what is granted now: nothing, before a choice. */
  const openPreferences = useCallback(() => {
    setChoices(currentConsent().granted);
    dialogRef.current?.showModal();
  }, []);

  // The footer's button is static markup: one listener on the document serves it.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${PREFERENCES_OPENER}]`)) {
        openPreferences();
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [openPreferences]);

  // The banner's height, for the room the page keeps below its content while it shows.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty(
        BANNER_HEIGHT_PROPERTY,
        `${banner.offsetHeight}px`,
      ),
    );
    observer.observe(banner);
    return () => observer.disconnect();
  }, []);

  /** Records a choice; focus goes to the page when what had it is gone. */
  const choose = (granted: readonly ConsentCategory[]) => {
    decide(granted);
    if (dialogRef.current?.open) dialogRef.current.close();
    else document.getElementById("main")?.focus({ preventScroll: true });
  };

  const onDialogClose = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !(active as HTMLElement).offsetParent) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    choose(categories.filter((category) => choices.has(category)));
  };

  const policyLink = wording.policyUrl && (
    <a href={wording.policyUrl} className="consent__policy">
      Privacy policy
    </a>
  );

  return (
    <div className="consent">
      <section
        id={CONSENT_BANNER_ID}
        ref={bannerRef}
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
          {policyLink}
          <div className="consent__actions consent--ask">
            <button type="button" onClick={() => choose(categories)}>
              Accept all
            </button>
            <button type="button" onClick={() => choose([])}>
              Reject all
            </button>
            <button type="button" onClick={openPreferences}>
              Choose
            </button>
          </div>
          <div className="consent__actions consent--gpc">
            <button type="button" onClick={() => choose([])}>
              OK
            </button>
            <button type="button" onClick={openPreferences}>
              Details
            </button>
          </div>
        </div>
      </section>
      <dialog
        ref={dialogRef}
        className="consent-dialog"
        aria-labelledby="consent-dialog-title"
        onClose={onDialogClose}
      >
        <form onSubmit={save}>
          {/* A dialog is a sectioning root: its headings start again at h1. */}
          <h1 id="consent-dialog-title">Privacy choices</h1>
          {state.gpc && <p className="consent-dialog__gpc">{wording.gpcText}</p>}
          <ul className="consent-dialog__categories">
            <li>
              <h2>{wording.necessary.label}</h2>
              <p>{wording.necessary.description}</p>
              <p className="consent-dialog__always">Always on</p>
            </li>
            {categories.map((category) => (
              <li key={category}>
                <h2>
                  <label>
                    <input
                      type="checkbox"
                      name={category}
                      checked={choices.has(category)}
                      disabled={state.gpc}
                      aria-describedby={`consent-${category}-about`}
                      onChange={(event) => {
                        const next = new Set(choices);
                        if (event.target.checked) next.add(category);
                        else next.delete(category);
                        setChoices(next);
                      }}
                    />{" "}
                    {wording.categories[category].label}
                  </label>
                </h2>
                <div id={`consent-${category}-about`}>
                  <p>{wording.categories[category].description}</p>
                  <p>
                    Tools:{" "}
                    {tools
                      .filter((tool) => tool.category === category)
                      .map((tool) => tool.name)
                      .join(", ")}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {policyLink}
          <div className="consent__actions">
            <button type="submit" disabled={state.gpc}>
              Save choices
            </button>
            <button type="button" disabled={state.gpc} onClick={() => choose(categories)}>
              Accept all
            </button>
            <button type="button" onClick={() => choose([])}>
              Reject all
            </button>
          </div>
        </form>
        <button
          type="button"
          className="consent-dialog__close"
          aria-label="Close"
          onClick={() => dialogRef.current?.close()}
        >
          ×
        </button>
      </dialog>
    </div>
  );
}
