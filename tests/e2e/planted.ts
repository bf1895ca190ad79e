// What the browser tests type as visitors and no server may write down: a search term and an
// e-mail address (with a phone number beside it, as the review found one logged), planted by
// planted-search.spec.ts and cms-outage.spec.ts, looked for by log-privacy.spec.ts.
export const PLANTED = {
  term: "quokkamarmalade",
  email: "jane.doe.planted@example.com",
  phone: "555-0199",
} as const;

/** What a visitor types into the search box. */
export const PLANTED_SEARCH = `${PLANTED.term} ${PLANTED.email} ${PLANTED.phone}`;

/** The search page's address for it, as a browser writes it. */
export const plantedSearchPath = (path = "/search/") =>
  `${path}?s=${encodeURIComponent(PLANTED_SEARCH).replace(/%20/g, "+")}`;

/** Every spelling a log line could hold each planted value in: as typed, and URL-encoded. */
export const plantedSpellings = (): string[] =>
  Object.values(PLANTED).flatMap((value) => [
    ...new Set([value, encodeURIComponent(value), value.replace("@", "%40")]),
  ]);
