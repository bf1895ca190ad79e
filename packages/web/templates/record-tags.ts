/**
 * The tags of record lists (people, brands, dividends, reports, events): a change to any
 * record purges the lists, as a change to a post does (see lib/cms/cache.ts).
 */
export const RECORD_TAGS = { kinds: ["listings"] } as const;
