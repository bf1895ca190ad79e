// The content service's side of the WordPress contract: everything its schema declares is
// WordPress's, with the same types, nullability, arguments and defaults (the project's named
// extensions aside), so a query that works against the stand-in works against WordPress.
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { schemaSdl } from "../../packages/content-service/src/schema-sdl.ts";
import { unfaithfulDeclarations } from "./schema-faithfulness.ts";
import { wordpressSchema } from "./wordpress-schema.ts";

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
});
