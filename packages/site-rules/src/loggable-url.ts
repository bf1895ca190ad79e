// What a log line may say of a requested URL: its path and the names of its query parameters,
// never their values. A query string holds what visitors type (a search for a name, an e-mail
// address, a phone number) and what campaigns tag them with; logs are kept for weeks, in several
// regions, and read by more people than the site's visitors would choose (docs/operations.md,
// "Logs"). The site, the edge and the content service log URLs only through this.

export interface LoggableUrl {
  /** The path, as requested (still percent-encoded), without the query string or fragment. */
  path: string;
  /**
   * The query's parameter names, each once, in order; absent when there is no query. A name
   * that does not look like one (`?jane.doe@example.com` has it as a name) is "(other)".
   */
  query_parameters?: string[];
}

/** What parameter names look like: a word of letters, digits and underscores, not too long. */
const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;

/** `url` is a path with its query ("/search/?s=x"), or an absolute URL. */
export function loggableUrl(url: string): LoggableUrl {
  const withoutFragment = url.split("#")[0] ?? "";
  const at = withoutFragment.indexOf("?");
  const target = at < 0 ? withoutFragment : withoutFragment.slice(0, at);
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? pathOf(target) : target || "/";
  if (at < 0) return { path };
  const names = [...new URLSearchParams(withoutFragment.slice(at + 1)).keys()].map((name) =>
    PARAMETER_NAME.test(name) ? name : "(other)",
  );
  return names.length === 0 ? { path } : { path, query_parameters: [...new Set(names)] };
}

function pathOf(absolute: string): string {
  return URL.canParse(absolute) ? new URL(absolute).pathname : "/";
}
