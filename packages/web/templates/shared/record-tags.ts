import { recordListTag } from "@/lib/cms/cache-tags";
import type { RecordPostType } from "@/lib/publish/change";

/**
 * The tags of a list of records (people, brands, dividends, reports, events): a change to any
 * record of the type purges it (lib/cms/cache-tags.ts).
 */
export const recordTags = (postType: RecordPostType) => [recordListTag(postType)];
