// Which concrete WPGraphQL types stand behind the interfaces the site's documents name, so
// Apollo's cache can match fragments on interfaces. possible-types.test.ts keeps this in step
// with the schema and the documents.
export const possibleTypes = {
  Node: ["Category", "ContentType", "MediaItem", "Menu", "MenuItem", "Page", "Post", "User"],
  UniformResourceIdentifiable: ["Category", "ContentType", "MediaItem", "Page", "Post", "User"],
  ContentNode: ["MediaItem", "Page", "Post"],
  ContentTemplate: ["DefaultTemplate", "Template_PressReleases"],
  NodeWithTitle: ["MediaItem", "Page", "Post"],
  NodeWithContentEditor: ["Page", "Post"],
  NodeWithFeaturedImage: ["Page", "Post"],
};
