// The header's link to this page in the other language, as markup made on the server (the
// header renders it as is): it is static, and as a React component its code was on every
// page's first load, past the 1.1x budget. Worded in the other language (WCAG 3.1.2: its
// `lang`), or, when the page has no translation, leading to that language's home page and
// saying so. On a narrow screen it shows the language's code alone ("FR"), which its spoken
// name contains (WCAG 2.5.3), so that the logo, it and the menu button hold one row at 320 px.
import { escapeUTF8 } from "entities";
import { INTL_LOCALE } from "@/lib/i18n/locale";
import type { LanguageSwitch } from "@/lib/i18n/alternates";
import type { ChromeStrings } from "@/lib/i18n/strings";

/** The inside of the header's `<p class="language-switch">`. */
export function languageSwitchHtml(
  target: LanguageSwitch,
  strings: ChromeStrings["languageSwitch"],
): string {
  const lang = INTL_LOCALE[target.locale];
  const missing = target.toHome
    ? `<span class="visually-hidden">${escapeUTF8(strings.missing)} </span>`
    : "";
  const name = escapeUTF8(target.toHome ? strings.home : strings.label);
  return (
    `${missing}<a href="${escapeUTF8(target.href)}" lang="${lang}" hreflang="${lang}">` +
    `<span class="language-switch__name">${name}</span>` +
    `<span class="language-switch__code" aria-hidden="true">${target.locale.toUpperCase()}</span></a>`
  );
}
