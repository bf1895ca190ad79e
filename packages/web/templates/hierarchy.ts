// The template hierarchy: a node in, candidate template names out, most specific first
// (as WordPress and Faust.js choose templates). Pure, so it is tested with tables of nodes.

export interface HierarchyNode {
  __typename: "Page" | "Post" | "Category";
  databaseId: number;
  slug: string | null;
  isFrontPage?: boolean;
  template?: { templateName: string | null } | null;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function templateCandidates(node: HierarchyNode): string[] {
  switch (node.__typename) {
    case "Page": {
      const candidates: string[] = [];
      if (node.isFrontPage) candidates.push("front-page");
      const templateName = node.template?.templateName;
      if (templateName && templateName !== "Default") {
        candidates.push(`template-${slugify(templateName)}`);
      }
      if (node.slug) candidates.push(`page-${node.slug}`);
      candidates.push(`page-${node.databaseId}`, "page", "singular", "index");
      return candidates;
    }
    case "Post": {
      const candidates = node.slug ? [`single-post-${node.slug}`] : [];
      return [...candidates, "single-post", "single", "singular", "index"];
    }
    case "Category": {
      const candidates = node.slug ? [`category-${node.slug}`] : [];
      return [...candidates, `category-${node.databaseId}`, "category", "archive", "index"];
    }
  }
}

/** The first candidate the registry has; every registry must hold "index". */
export function chooseTemplate<Name extends string>(
  candidates: string[],
  registry: Record<Name, unknown>,
): Name {
  const name = candidates.find((candidate): candidate is Name => candidate in registry);
  if (!name) throw new Error(`no template for any of: ${candidates.join(", ")}`);
  return name;
}
