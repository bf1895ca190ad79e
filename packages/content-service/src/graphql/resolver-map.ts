// Every resolver of the schema: WPGraphQL's core (resolvers.ts) and each project extension
// in its own module, merged by graphql-tools in this order.
import type { ContentStore } from "../content/records.ts";
import { createCustomPostTypeResolvers } from "./custom-post-types.ts";
import { createPageBuilderResolvers } from "./page-builder.ts";
import { createPolylangResolvers } from "./polylang.ts";
import { createResolvers } from "./resolvers.ts";
import { createSiteOptionsResolvers } from "./site-options.ts";

export function createResolverMap(store: ContentStore) {
  return [
    createResolvers(store),
    createPageBuilderResolvers(),
    createSiteOptionsResolvers(store),
    createCustomPostTypeResolvers(store),
    createPolylangResolvers(store),
  ];
}
