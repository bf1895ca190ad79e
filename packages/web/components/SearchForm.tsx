import { useRouter } from "@/lib/navigation/router";
import type { FormEvent } from "react";
import type { ChromeStrings } from "@/lib/i18n/strings";
import { searchHref } from "@/lib/search/route";

interface SearchFormProps {
  /** The input's id (the page may hold more than one search form). */
  inputId: string;
  /** The search landmark's name, different for each form on a page. */
  landmarkLabel: string;
  /** The terms already searched for, on the search page. */
  defaultValue?: string;
  className: string;
  /** Leave the label to screen readers (the header's box, whose button says "Search"). */
  hideLabel?: boolean;
  /** The label's and the button's words, in the page's language. */
  strings: SearchFormStrings;
}

export type SearchFormStrings = Pick<ChromeStrings, "searchPath" | "searchLabel" | "searchButton">;

/**
 * A search box: a plain GET form to the search page, so it works without JavaScript; with
 * it, the results open without a full page load.
 */
export function SearchForm({
  inputId,
  landmarkLabel,
  defaultValue,
  className,
  hideLabel = false,
  strings,
}: SearchFormProps) {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const terms = new FormData(event.currentTarget).get("s");
    void router.push(searchHref(typeof terms === "string" ? terms : "", 1, strings.searchPath));
  };
  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      className={className}
      method="get"
      action={strings.searchPath}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className={hideLabel ? "visually-hidden" : undefined}>
        {strings.searchLabel}
      </label>
      <input
        id={inputId}
        type="search"
        name="s"
        defaultValue={defaultValue}
        enterKeyHint="search"
      />
      <button type="submit">{strings.searchButton}</button>
    </form>
  );
}
