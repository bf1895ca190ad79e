import type { RecordPostType } from "@corus/site-rules/publish-change";
import { recordListTag } from "./cache-tags";

/**
 * The tags of a list of records (people, brands, dividends, reports, events): a change to any
 * record of the type purges it (lib/cms/cache-tags.ts).
 */
export const recordTags = (postType: RecordPostType) => [recordListTag(postType)];
