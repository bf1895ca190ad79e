// The content service's side of the WordPress contract: everything its schema declares is
// WordPress's, with the same types, nullability, arguments, defaults and interfaces, so a query
// that works against the stand-in works, and means the same, against WordPress.
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { SCHEMA_DIR } from "@corus/content-service/src/paths.ts";
import { schemaSdl } from "@corus/content-service/src/schema-sdl.ts";
import { unfaithfulDeclarations } from "./schema-faithfulness.ts";
import {
  CORE_INTROSPECTION,
  CORE_SCHEMA_FILE,
  introspectedWordPress,
  wordpressSchema,
} from "./wordpress-schema.ts";

const wordpress = wordpressSchema();

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

  it("would be caught shaping a post type, a template or a field group unlike WordPress", () => {
    const altered = schemaSdl()
      .replace("idType: BrandIdType,", "idType: BrandIdType = ID,")
      .replace(/(type Brand implements[^{]*?)NodeWithTemplate &/, "$1")
      .replace(
        "type Template_Events implements ContentTemplate {\n  templateName: String\n",
        "type Template_Events implements ContentTemplate {\n  templateName: String!\n",
      );
    expect(unfaithfulDeclarations(buildSchema(altered), wordpress)).toEqual(
      expect.arrayContaining([
        "RootQuery.brand(idType): default ID here, no default in WordPress",
        "Brand: implements NodeWithTemplate in WordPress, not here",
        "Template_Events.templateName: String! here, String in WordPress",
      ]),
    );
  });

  it("keeps the project's own types out of its copy of WPGraphQL's core", () => {
    const core = introspectedWordPress(CORE_INTROSPECTION);
    const own = parse(readFileSync(path.join(SCHEMA_DIR, CORE_SCHEMA_FILE), "utf8"));
    const foreign = own.definitions.flatMap((definition) =>
      definition.kind !== Kind.SCHEMA_DEFINITION &&
      "name" in definition &&
      definition.name &&
      !core.getType(definition.name.value)
        ? [definition.name.value]
        : [],
    );
    expect(foreign).toEqual([]);
  });
});
