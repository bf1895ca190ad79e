import { INTL_LOCALE } from "@/lib/i18n/locale";
import type { LanguageSwitch as Switch } from "@/lib/i18n/alternates";
import type { ChromeStrings } from "@/lib/i18n/strings";

/**
 * The header's link to this page in the other language, worded in it (WCAG 3.1.2: its `lang`),
 * or, when the page has no translation, to that language's home page, saying so. On a narrow
 * screen it shows the language's code alone ("FR"), which its spoken name contains (WCAG 2.5.3),
 * so that the logo, it and the menu button hold one row down to 320 px.
 */
export function LanguageSwitch({
  target,
  strings,
}: {
  target: Switch;
  strings: ChromeStrings["languageSwitch"];
}) {
  const lang = INTL_LOCALE[target.locale];
  return (
    <p className="language-switch">
      {target.toHome && <span className="visually-hidden">{strings.missing} </span>}
      <a href={target.href} lang={lang} hrefLang={lang}>
        <span className="language-switch__name">
          {target.toHome ? strings.home : strings.label}
        </span>
        <span className="language-switch__code" aria-hidden="true">
          {target.locale.toUpperCase()}
        </span>
      </a>
    </p>
  );
}
