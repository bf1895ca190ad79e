// The preferences dialog (docs/privacy.md): every category, what it does and its tools, none
// ticked before a choice. Loaded and opened when the banner's "Choose" or the footer's "Privacy
// choices" is used (ConsentControls.tsx); a modal <dialog>, so focus moves in, stays there, and
// goes back to what opened it when it closes.
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { ConsentCategory } from "@/lib/consent/categories";
import type { ConsentSetup } from "@/lib/consent/setup";
import { currentConsent, onConsentChange } from "@/lib/consent/store";
import type { ChromeStrings } from "@/lib/i18n/strings";
import { PolicyLink } from "./ConsentBanner";

interface ConsentPreferencesProps {
  setup: ConsentSetup;
  /** The categories of the configured tools, the ones the visitor can choose. */
  categories: readonly ConsentCategory[];
  /** Records a choice; resolves once it applies. */
  decide: (granted: readonly ConsentCategory[]) => Promise<void>;
  /** The dialog's own words, in the page's language. */
  text: ChromeStrings["consent"];
}

export function ConsentPreferences({ setup, categories, decide, text }: ConsentPreferencesProps) {
  const { wording, tools } = setup;
  // Global Privacy Control refuses every category: the dialog shows, and grants nothing.
  const gpc = useSyncExternalStore(
    onConsentChange,
    () => currentConsent().gpc,
    () => false,
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The dialog starts from what is granted now: nothing, before a choice.
  const [choices, setChoices] = useState(() => new Set(currentConsent().granted));

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  // Closed once the choice applies: focus then goes back to what opened the dialog, or to the
  // page when that went with the banner.
  const choose = async (granted: readonly ConsentCategory[]) => {
    await decide(granted);
    dialogRef.current?.close();
  };

  /** Focus goes back to what opened the dialog; to the page when that is gone (the banner). */
  const onClose = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !(active as HTMLElement).offsetParent) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void choose(categories.filter((category) => choices.has(category)));
  };

  return (
    <dialog
      ref={dialogRef}
      className="consent-dialog"
      aria-labelledby="consent-dialog-title"
      onClose={onClose}
    >
      <form onSubmit={save}>
        {/* A dialog is a sectioning root: its headings start again at h1. */}
        <h1 id="consent-dialog-title">{text.dialogTitle}</h1>
        {gpc && <p className="consent-dialog__gpc">{wording.gpcText}</p>}
        <ul className="consent-dialog__categories">
          <li>
            <h2>{wording.necessary.label}</h2>
            <p>{wording.necessary.description}</p>
            <p className="consent-dialog__always">{text.alwaysOn}</p>
          </li>
          {categories.map((category) => (
            <li key={category}>
              <h2>
                <label>
                  <input
                    type="checkbox"
                    name={category}
                    checked={choices.has(category)}
                    disabled={gpc}
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
                  {text.tools}{" "}
                  {tools
                    .filter((tool) => tool.category === category)
                    .map((tool) => tool.name)
                    .join(", ")}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <PolicyLink wording={wording} label={text.policy} />
        <div className="consent__actions">
          <button type="submit" disabled={gpc}>
            {text.save}
          </button>
          <button type="button" disabled={gpc} onClick={() => void choose(categories)}>
            {text.acceptAll}
          </button>
          <button type="button" onClick={() => void choose([])}>
            {text.rejectAll}
          </button>
        </div>
      </form>
      <button
        type="button"
        className="consent-dialog__close"
        aria-label={text.close}
        onClick={() => dialogRef.current?.close()}
      >
        ×
      </button>
    </dialog>
  );
}
