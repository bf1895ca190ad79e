// Posts, pages and media items (WPGraphQL's content nodes), their content types, and the
// root fields that find and list content nodes of every post type.
import type {
  ContentRecord,
  ContentStore,
  MediaRecord,
  PageRecord,
  PostObjectRecord,
  PostRecord,
} from "../content/records.ts";
import { connect, edgeTo, type ConnectionArgs } from "./connection.ts";
import {
  CONTENT_TYPE_ENUM,
  CONTENT_TYPES,
  contentTypeEdge,
  contentTypeNamed,
  contentTypeNameOf,
  recordKindOf,
  type ContentTypeRecord,
} from "./content-types.ts";
import { formatted, paragraphHtml, type Format, type RequestContext } from "./context.ts";
import { escapeHtml } from "./html.ts";
import { contentTypeNameFromGlobalId, toGlobalId } from "./ids.ts";
import { createLookup, type IdArgs } from "./lookup.ts";
import { createPostObjects, type PostObjectWhere } from "./post-objects.ts";
import { seoFor } from "./seo.ts";
import { DEFAULT_COMMENT_STATUS } from "./settings.ts";
import { siteTimeToGmt } from "../content/site-time.ts";
import { templateOf } from "./templates.ts";
import type { CategoryWhere } from "./terms.ts";

type FormatArgs = { format?: Format };

/** WPGraphQL answers an empty content, description or caption as null, raw or rendered. */
const unlessEmpty = (text: string | null) => (text ? text : null);

/** Statuses WordPress gives no permalink yet. */
const UNPUBLISHED = new Set(["draft", "pending", "future"]);

const passwordOf = (record: ContentRecord) =>
  record.kind === "media" ? null : (record.password ?? null);

/** A password-protected page or post, asked by someone who may not edit it. */
const hiddenFrom = (record: ContentRecord, context: RequestContext) =>
  passwordOf(record) !== null && !context.authenticated;
type ConnectionWhere = ConnectionArgs & { where?: PostObjectWhere | null };

export function createContentNodeResolvers(
  store: ContentStore,
  categoriesOf: (
    post: PostRecord,
    args: ConnectionArgs & { where?: CategoryWhere | null },
  ) => unknown,
) {
  const { index } = store;
  const timeZone = store.generalSettings.timezone;
  const postObjects = createPostObjects(store);

  const { nodeForUri, findPost } = createLookup(store);
  const allPostObjects = (): PostObjectRecord[] => [
    ...store.pages,
    ...store.posts,
    ...store.media,
    ...index.customPostById.values(),
  ];

  /**
   * A list's records: the published; for an editor also the rest, which a list shows only
   * when its `status` or `stati` ask for them, as in WordPress.
   */
  const withDrafts = <K extends "post" | "page">(
    published: Extract<ContentRecord, { kind: K }>[],
    kind: K,
    context: RequestContext,
  ): Extract<ContentRecord, { kind: K }>[] =>
    context.authenticated
      ? [
          ...published,
          ...[...store.editorial.drafts.values()].filter(
            (record): record is Extract<ContentRecord, { kind: K }> => record.kind === kind,
          ),
        ]
      : published;

  /**
   * A post not yet published (draft, pending, scheduled) has no permalink: WordPress links it
   * by id (get_permalink). A revision's `uri` is the preview link.
   */
  const uriOf = (record: ContentRecord) =>
    UNPUBLISHED.has(record.status)
      ? `/?${record.kind === "page" ? "page_id" : "p"}=${record.databaseId}`
      : record.uri;

  const userEdge = (record: ContentRecord) => {
    const user =
      record.authorDatabaseId === null ? undefined : index.userById.get(record.authorDatabaseId);
    return edgeTo(user, user ? toGlobalId("user", user.databaseId) : "");
  };
  const parentEdge = (record: ContentRecord) => {
    const parent =
      record.parentDatabaseId === null ? undefined : index.contentById.get(record.parentDatabaseId);
    return edgeTo(parent, parent ? toGlobalId("post", parent.databaseId) : "");
  };
  const ancestorsOf = (record: ContentRecord): ContentRecord[] => {
    const ancestors: ContentRecord[] = [];
    let parentId = record.parentDatabaseId;
    while (parentId !== null) {
      const parent = index.contentById.get(parentId);
      if (!parent) break;
      ancestors.push(parent);
      parentId = parent.parentDatabaseId;
    }
    return ancestors;
  };
  const featuredImageFields = {
    featuredImage: (record: PageRecord | PostRecord) =>
      edgeTo(record.featuredImage, toGlobalId("post", record.featuredImage?.databaseId ?? 0)),
    featuredImageDatabaseId: (record: PageRecord | PostRecord) =>
      record.featuredImage?.databaseId ?? null,
    featuredImageId: (record: PageRecord | PostRecord) =>
      record.featuredImage ? toGlobalId("post", record.featuredImage.databaseId) : null,
  };
  const hierarchyFields = {
    parent: parentEdge,
    parentId: (record: ContentRecord) =>
      record.parentDatabaseId === null ? null : toGlobalId("post", record.parentDatabaseId),
    children: (record: ContentRecord, args: ConnectionWhere) =>
      connect(
        postObjects.query(index.childrenOf.get(record.databaseId) ?? [], args.where ?? {}),
        args,
      ),
    ancestors: (record: ContentRecord, args: ConnectionWhere) =>
      connect(
        postObjects.query(ancestorsOf(record), {
          ...args.where,
          // Nearest first, as WordPress lists a node's ancestors.
          in: ancestorsOf(record).map((ancestor) => String(ancestor.databaseId)),
          orderby: args.where?.orderby ?? [{ field: "IN", order: "ASC" }],
        }),
        args,
      ),
  };

  /** Fields every content node resolves the same way. */
  const contentNodeFields = {
    id: (record: ContentRecord) => toGlobalId("post", record.databaseId),
    dateGmt: (record: ContentRecord) => siteTimeToGmt(record.date, timeZone),
    modifiedGmt: (record: ContentRecord) => siteTimeToGmt(record.modified, timeZone),
    uri: uriOf,
    link: (record: ContentRecord) => `${store.homeUrl}${uriOf(record)}`,
    guid: (record: ContentRecord) =>
      record.kind === "media"
        ? record.sourceUrl
        : `${store.homeUrl}/?${record.kind === "page" ? "page_id" : "p"}=${record.databaseId}`,
    desiredSlug: () => null,
    enclosure: () => null,
    template: (record: ContentRecord) =>
      templateOf(record.kind === "page" ? record.template : "Default"),
    contentType: contentTypeEdge,
    contentTypeName: contentTypeNameOf,
    isPreview: (record: ContentRecord) => record.isPreview === true,
    previewRevisionDatabaseId: () => null,
    previewRevisionId: () => null,
    isRestricted: () => false,
    hasPassword: (record: ContentRecord) => passwordOf(record) !== null,
    // The password itself only to who may edit the post.
    password: (record: ContentRecord, _: unknown, context: RequestContext) =>
      context.authenticated ? passwordOf(record) : null,
    isComment: () => false,
    isContentNode: () => true,
    isTermNode: () => false,
    isFrontPage: (record: ContentRecord) => record.kind === "page" && record.isFrontPage,
    isPostsPage: () => false,
    title: (record: ContentRecord, { format }: FormatArgs, context: RequestContext) =>
      formatted(format, context, record.title, () => escapeHtml(record.title)),
    seo: (record: ContentRecord) => seoFor(record, store),
    author: userEdge,
    authorId: (record: ContentRecord) =>
      record.authorDatabaseId === null ? null : toGlobalId("user", record.authorDatabaseId),
  };
  const editorFields = {
    isRevision: (record: PageRecord | PostRecord) => record.status === "inherit",
    // A password-protected post's content is hidden from whoever cannot edit it.
    content: (record: PageRecord | PostRecord, { format }: FormatArgs, context: RequestContext) =>
      hiddenFrom(record, context)
        ? null
        : unlessEmpty(formatted(format, context, record.content, () => record.content)),
  };
  /** NodeWithComments: the seed has no comments, and discussion is closed. */
  const commentFields = {
    commentCount: () => 0,
    commentStatus: () => DEFAULT_COMMENT_STATUS,
  };

  const contentTypeByArgs = ({ id, idType }: IdArgs) => {
    const name = (idType ?? "ID") === "ID" ? contentTypeNameFromGlobalId(id) : id;
    return name === null ? null : contentTypeNamed(name);
  };

  return {
    findPost,
    nodeForUri,
    postObjects,
    types: {
      Post: {
        ...contentNodeFields,
        ...editorFields,
        ...featuredImageFields,
        ...commentFields,
        postId: (record: PostRecord) => record.databaseId,
        excerpt: (record: PostRecord, { format }: FormatArgs, context: RequestContext) =>
          hiddenFrom(record, context)
            ? null
            : formatted(format, context, record.excerpt, () => paragraphHtml(record.excerpt)),
        categories: categoriesOf,
        // The seed tags nothing: no post has tags.
        tags: (_: PostRecord, args: ConnectionArgs) => connect([], args),
      },
      Page: {
        ...contentNodeFields,
        ...editorFields,
        ...featuredImageFields,
        ...commentFields,
        ...hierarchyFields,
        pageId: (record: PageRecord) => record.databaseId,
      },
      MediaItem: {
        ...contentNodeFields,
        ...hierarchyFields,
        ...commentFields,
        mediaItemId: (media: MediaRecord) => media.databaseId,
        caption: (media: MediaRecord, { format }: FormatArgs, context: RequestContext) =>
          unlessEmpty(
            formatted(format, context, media.caption, () => paragraphHtml(media.caption)),
          ),
        description: (media: MediaRecord, { format }: FormatArgs, context: RequestContext) =>
          unlessEmpty(
            formatted(format, context, media.content, () => paragraphHtml(media.content)),
          ),
        mediaItemUrl: (media: MediaRecord) => media.sourceUrl,
        mediaType: (media: MediaRecord) => (media.mimeType.startsWith("image/") ? "image" : "file"),
        fileSize: (media: MediaRecord) => media.fileSize,
        // Only raster images have resized copies; an SVG or a document has none.
        srcSet: (media: MediaRecord) =>
          media.width === null || media.mimeType === "image/svg+xml"
            ? null
            : `${media.sourceUrl} ${media.width}w`,
        sizes: (media: MediaRecord) =>
          media.width === null ? null : `(max-width: ${media.width}px) 100vw, ${media.width}px`,
        mediaDetails: (media: MediaRecord) => ({
          width: media.width,
          height: media.height,
          file: media.file,
        }),
      },
      ContentType: {
        id: (type: ContentTypeRecord) => toGlobalId("post_type", type.name),
        isComment: () => false,
        isContentNode: () => false,
        isTermNode: () => false,
        isFrontPage: () => false,
        isPostsPage: () => false,
        isRestricted: () => false,
        public: () => true,
        canExport: () => true,
        showInGraphql: () => true,
        showInMenu: () => true,
        showInRest: () => true,
        showUi: () => true,
      },
    },
    rootFields: {
      post: (_: unknown, args: IdArgs, context: RequestContext) =>
        findPost(args, ["post"], context),
      page: (_: unknown, args: IdArgs, context: RequestContext) =>
        findPost(args, ["page"], context),
      mediaItem: (_: unknown, args: IdArgs) => findPost(args, ["media"]),
      contentNode: (
        _: unknown,
        args: IdArgs & { contentType?: string | null },
        context: RequestContext,
      ) => {
        const named = args.contentType ? CONTENT_TYPE_ENUM[args.contentType] : undefined;
        const kinds = named
          ? [recordKindOf(named)]
          : CONTENT_TYPES.map((t) => recordKindOf(t.name));
        return findPost(args, kinds, context);
      },
      posts: (_: unknown, args: ConnectionWhere, context: RequestContext) =>
        connect(
          postObjects.query(
            withDrafts(store.posts, "post", context),
            args.where ?? {},
            undefined,
            context,
          ),
          args,
        ),
      pages: (_: unknown, args: ConnectionWhere, context: RequestContext) =>
        connect(
          postObjects.query(
            withDrafts(store.pages, "page", context),
            args.where ?? {},
            undefined,
            context,
          ),
          args,
        ),
      mediaItems: (_: unknown, args: ConnectionWhere) =>
        connect(postObjects.query(store.media, args.where ?? {}, ["inherit"]), args),
      // Every post type's nodes, as WPGraphQL's default for contentNodes is every post type
      // shown in GraphQL.
      contentNodes: (_: unknown, args: ConnectionWhere, context: RequestContext) =>
        connect(
          postObjects.query(
            [
              ...allPostObjects(),
              ...(context.authenticated ? store.editorial.drafts.values() : []),
            ],
            args.where ?? {},
            undefined,
            context,
          ),
          args,
        ),
      contentType: (_: unknown, args: IdArgs) => contentTypeByArgs(args),
      contentTypes: (_: unknown, args: ConnectionArgs) =>
        connect(CONTENT_TYPES, args, (type) => type.name),
      // The seed has no tags (see Post.tags).
      tag: () => null,
      tags: (_: unknown, args: ConnectionArgs) => connect([], args),
    },
  };
}
