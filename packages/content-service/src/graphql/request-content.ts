// One executable schema for the life of the service; each request resolves against the content
// it started with. A reload swaps the resolvers that new requests read, never the schema:
// building the schema from the SDL again took most of a reload (about 200 ms on a busy
// machine), and a new schema emptied Yoga's caches of parsed and validated documents, so the
// site's first queries after an edit were slow as well.
import type { RequestContext } from "./context.ts";
import type { createResolverMap } from "./resolver-map.ts";

export type ResolverMaps = ReturnType<typeof createResolverMap>;

/** The request context with the resolvers of the content the request started with. */
export interface ContentContext extends RequestContext {
  content: ResolverMaps;
}

type Resolver = (...args: unknown[]) => unknown;
type ResolverMapShape = Record<string, Record<string, Resolver>>;

/**
 * Resolvers for the schema with the shape of `shape` (every store's resolver maps have the
 * same types and fields), each calling the same resolver of the request's own content.
 */
export function resolversOfRequestContent(shape: ResolverMaps): ResolverMapShape[] {
  return (shape as unknown as ResolverMapShape[]).map((map, index) => {
    const ofRequest = (context: unknown, typeName: string, field: string) => {
      const maps = (context as ContentContext).content as unknown as ResolverMapShape[];
      const resolver = maps[index]?.[typeName]?.[field];
      // Cannot happen while every store's maps share one shape; named if that ever changes.
      if (!resolver) throw new Error(`the request's content has no resolver ${typeName}.${field}`);
      return resolver;
    };
    return Object.fromEntries(
      Object.entries(map).map(([typeName, fields]) => [
        typeName,
        Object.fromEntries(
          Object.keys(fields).map((field): [string, Resolver] => [
            field,
            // graphql-js calls __resolveType(value, context, info), a field (parent, args, context, info).
            field === "__resolveType"
              ? (value, context, info) => ofRequest(context, typeName, field)(value, context, info)
              : (parent, args, context, info) =>
                  ofRequest(context, typeName, field)(parent, args, context, info),
          ]),
        ),
      ]),
    );
  });
}
