// Which concrete WPGraphQL types stand behind the interfaces the site's fragments name, so
// Apollo's cache can match fragments on interfaces.
export const possibleTypes = {
  Node: ["Page", "Post", "Category", "MediaItem", "Menu", "MenuItem"],
  UniformResourceIdentifiable: ["Page", "Post", "Category"],
  ContentNode: ["Page", "Post"],
  ContentTemplate: ["DefaultTemplate", "Template_PressReleases"],
};
