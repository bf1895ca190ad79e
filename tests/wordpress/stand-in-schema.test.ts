// The content service's side of the WordPress contract: everything its schema declares is
// WordPress's, with the same types, nullability, arguments and defaults (the project's named
// extensions aside), so a query that works against the stand-in works against WordPress. The
// extensions themselves take the shapes WPGraphQL generates for what they add.
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { SCHEMA_DIR } from "../../packages/content-service/src/paths.ts";
import { schemaSdl } from "../../packages/content-service/src/schema-sdl.ts";
import { extensionConventionViolations } from "./extension-conventions.ts";
import { unfaithfulDeclarations } from "./schema-faithfulness.ts";
import {
  CORE_SCHEMA_FILE,
  introspectedWordPress,
  projectExtensions,
  wordpressSchema,
  type ExtensionFile,
} from "./wordpress-schema.ts";

const wordpress = wordpressSchema();
const introspected = introspectedWordPress();

/** The project's extension files with `edit` applied to the one named. */
const editedExtensions = (name: string, edit: (sdl: string) => string): ExtensionFile[] =>
  projectExtensions().map((file) => (file.name === name ? { name, sdl: edit(file.sdl) } : file));

describe("the content service's schema", () => {
  it("declares nothing WordPress lacks or types differently", () => {
    expect(unfaithfulDeclarations(buildSchema(schemaSdl()), wordpress)).toEqual([]);
  });

  it("would be caught declaring WPGraphQL's types wrongly", () => {
    const altered = schemaSdl()
      .replace(/pageId: Int!/, "pageId: Int")
      .replace("page(id: ID!, idType: PageIdType,", "page(id: ID!, idType: PageIdType = ID,")
      .replace(/type RootQuery \{/, "type RootQuery {\n  totalPosts: Int");
    expect(unfaithfulDeclarations(buildSchema(altered), wordpress)).toEqual(
      expect.arrayContaining([
        "Page.pageId: Int here, Int! in WordPress",
        "RootQuery.page(idType): default ID here, no default in WordPress",
        "RootQuery.totalPosts: not in WordPress",
      ]),
    );
  });

  it("keeps the project's own types out of its copy of WPGraphQL's core", () => {
    const core = parse(readFileSync(path.join(SCHEMA_DIR, CORE_SCHEMA_FILE), "utf8"));
    const foreign = core.definitions.flatMap((definition) =>
      definition.kind !== Kind.SCHEMA_DEFINITION &&
      "name" in definition &&
      definition.name &&
      !introspected.getType(definition.name.value)
        ? [definition.name.value]
        : [],
    );
    expect(foreign).toEqual([]);
  });
});

describe("the project's extension files", () => {
  it("give what they add the shapes WPGraphQL generates for it", () => {
    expect(extensionConventionViolations(wordpress, introspected)).toEqual([]);
  });

  it("would be caught giving a post type a shape WPGraphQL does not generate", () => {
    const extensions = editedExtensions("cpt-brand.graphql", (sdl) =>
      sdl
        .replace("idType: BrandIdType,", "idType: BrandIdType = ID,")
        .replace("  NodeWithTemplate &\n", "")
        .replace("  NodeWithTitle &\n", "")
        .replace("  URI\n", "")
        .replace("  hasPassword: Boolean\n", "  hasPassword: Boolean\n  categoryIn: [ID]\n")
        .replace("  slug: String\n", "  slug: String!\n"),
    );
    expect(extensionConventionViolations(wordpressSchema({ extensions }), introspected)).toEqual(
      expect.arrayContaining([
        "RootQuery.brand: arguments (asPreview: Boolean (no default), id: ID! (no default), " +
          "idType: BrandIdType (default ID)), WPGraphQL has (asPreview: Boolean (no default), " +
          "id: ID! (no default), idType: BrandIdType (no default))",
        "Brand: WPGraphQL makes every post type a NodeWithTemplate, it is not here",
        "Brand: has title without NodeWithTitle, the interface WPGraphQL adds them with",
        "BrandIdType: DATABASE_ID ID SLUG here, WPGraphQL has DATABASE_ID ID SLUG URI",
        "RootQueryToBrandConnectionWhereArgs.categoryIn: WPGraphQL gives Brand no such argument",
        "Brand.slug: String! here, WPGraphQL generates String",
      ]),
    );
  });

  it("would be caught shaping a page template unlike WordPress's", () => {
    const extensions = editedExtensions("page-templates.graphql", (sdl) =>
      sdl.replace(
        "type Template_Events implements ContentTemplate {\n  templateName: String\n",
        "type Template_Events implements ContentTemplate {\n  templateName: String!\n",
      ),
    );
    expect(extensionConventionViolations(wordpressSchema({ extensions }), introspected)).toEqual([
      "Template_Events.templateName: String! here, WPGraphQL generates String",
      "Template_Events: (implements ContentTemplate, templateName: String!), " +
        "WPGraphQL's templates have (implements ContentTemplate, templateName: String)",
    ]);
  });
});
