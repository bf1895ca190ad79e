// Users: the authors of published content (WPGraphQL's User; the others are private), and the
// root fields that find and list them.
import { createHash } from "node:crypto";
import { createGraphQLError } from "graphql-yoga";
import type { ContentStore, PostRecord, UserRecord } from "../content/records.ts";
import { connect, type ConnectionArgs } from "./connection.ts";
import { fromGlobalId, parseDatabaseId, toGlobalId } from "./ids.ts";
import type { RequestContext } from "./context.ts";
import type { createPostObjects, PostObjectWhere } from "./post-objects.ts";

interface UserWhere {
  exclude?: readonly (number | null)[] | null;
  hasPublishedPosts?: readonly (string | null)[] | null;
  include?: readonly (number | null)[] | null;
  nicename?: string | null;
  nicenameIn?: readonly (string | null)[] | null;
  nicenameNotIn?: readonly (string | null)[] | null;
  orderby?:
    | readonly ({
        field: "DISPLAY_NAME" | "NICE_NAME" | "NICE_NAME_IN";
        order?: "ASC" | "DESC" | null;
      } | null)[]
    | null;
  search?: string | null;
}

interface AvatarArgs {
  size?: number | null;
  forceDefault?: boolean | null;
  rating?: string | null;
}

const KIND_OF_TYPE: Record<string, string> = { POST: "post", PAGE: "page", ATTACHMENT: "media" };

export function createUserResolvers(
  store: ContentStore,
  postObjects: ReturnType<typeof createPostObjects>,
) {
  const { index } = store;

  const findUser = ({ id, idType }: { id: string; idType?: string | null }) => {
    switch (idType ?? "ID") {
      case "ID":
        return index.userById.get(fromGlobalId("user", id) ?? -1) ?? null;
      case "DATABASE_ID":
        return index.userById.get(parseDatabaseId(id) ?? -1) ?? null;
      case "SLUG":
        return index.userBySlug.get(id) ?? null;
      case "URI": {
        const found = store.byUri.get(id.startsWith("/") ? id : `/${id}`);
        return found?.kind === "user" ? found : null;
      }
      default:
        throw createGraphQLError(`Unsupported idType: ${idType}`);
    }
  };

  const queryUsers = (where: UserWhere = {}): UserRecord[] => {
    const include = where.include ? new Set(where.include) : null;
    const exclude = where.exclude ? new Set(where.exclude) : null;
    const slugsIn = where.nicenameIn ? new Set(where.nicenameIn) : null;
    const slugsOut = where.nicenameNotIn ? new Set(where.nicenameNotIn) : null;
    const kinds = where.hasPublishedPosts?.flatMap((type) => (type ? [KIND_OF_TYPE[type]] : []));
    // WordPress searches users by login, email, URL or nicename with the term as given.
    const search = where.search?.replace(/^\*|\*$/g, "").toLowerCase();
    const users = store.users.filter(
      (user) =>
        (!include || include.has(user.databaseId)) &&
        !exclude?.has(user.databaseId) &&
        (where.nicename == null || user.slug === where.nicename) &&
        (!slugsIn || slugsIn.has(user.slug)) &&
        !slugsOut?.has(user.slug) &&
        (!kinds ||
          (index.contentByAuthor.get(user.databaseId) ?? []).some((record) =>
            kinds.includes(record.kind),
          )) &&
        (!search || user.slug.includes(search) || user.name.toLowerCase().includes(search)),
    );
    const orderby = where.orderby?.find((input) => input !== null);
    const keyOf = (user: UserRecord): string | number =>
      orderby?.field === "NICE_NAME"
        ? user.slug
        : orderby?.field === "NICE_NAME_IN"
          ? (where.nicenameIn ?? []).indexOf(user.slug)
          : user.name.toLowerCase();
    const direction = orderby?.order === "DESC" ? -1 : 1;
    // WordPress lists users by login (here, the nicename) unless asked otherwise.
    return [...users].sort((a, b) => {
      const x = orderby ? keyOf(a) : a.slug;
      const y = orderby ? keyOf(b) : b.slug;
      return x === y ? 0 : (x < y ? -1 : 1) * direction;
    });
  };

  /**
   * WPGraphQL shows a user's every field only to who may list users (an administrator) and to
   * the user themselves; to anyone else, the public and editors alike, the user is restricted
   * to its public fields (name, first and last name, description, slug, uri, url, ids, avatar).
   */
  const restricted = (user: UserRecord, context: RequestContext) =>
    !(context.authenticated && context.viewerLogin === user.slug);
  const unlessRestricted =
    (field: (user: UserRecord) => string | null) =>
    (user: UserRecord, _: unknown, context: RequestContext) =>
      restricted(user, context) ? null : field(user);

  return {
    types: {
      User: {
        id: (user: UserRecord) => toGlobalId("user", user.databaseId),
        userId: (user: UserRecord) => user.databaseId,
        // WPGraphQL answers an empty name or description as null.
        firstName: (user: UserRecord) => user.firstName || null,
        lastName: (user: UserRecord) => user.lastName || null,
        description: (user: UserRecord) => user.description || null,
        nicename: unlessRestricted((user) => user.slug),
        nickname: unlessRestricted((user) => user.nickname || null),
        url: (user: UserRecord) => user.url,
        isComment: () => false,
        isContentNode: () => false,
        isTermNode: () => false,
        isFrontPage: () => false,
        isPostsPage: () => false,
        isRestricted: (user: UserRecord, _: unknown, context: RequestContext) =>
          restricted(user, context),
        avatar: (user: UserRecord, { size, forceDefault, rating }: AvatarArgs) => {
          const pixels = size ?? 96;
          const hash = createHash("sha256").update(user.email.trim().toLowerCase()).digest("hex");
          const force = forceDefault ? "&f=y" : "";
          return {
            url: `https://secure.gravatar.com/avatar/${hash}?s=${pixels}&d=mm&r=${(rating ?? "G").toLowerCase()}${force}`,
            size: pixels,
            width: pixels,
            height: pixels,
            default: "mm",
            forceDefault: Boolean(forceDefault),
            foundAvatar: true,
            rating: (rating ?? "G").toLowerCase(),
            scheme: null,
            extraAttr: null,
            isRestricted: false,
          };
        },
        posts: (user: UserRecord, args: ConnectionArgs & { where?: PostObjectWhere | null }) =>
          connect(
            postObjects.query(
              (index.contentByAuthor.get(user.databaseId) ?? []).filter(
                (record): record is PostRecord => record.kind === "post",
              ),
              args.where ?? {},
            ),
            args,
          ),
      },
    },
    rootFields: {
      // The user the request is authenticated as; null for the public, as in WPGraphQL.
      viewer: (_: unknown, __: unknown, context: RequestContext) =>
        (context.authenticated &&
          store.accounts.find((account) => account.slug === context.viewerLogin)) ||
        null,
      user: (_: unknown, args: { id: string; idType?: string | null }) => findUser(args),
      users: (_: unknown, args: ConnectionArgs & { where?: UserWhere | null }) =>
        connect(queryUsers(args.where ?? {}), args),
    },
  };
}
