// Apollo's cache matches a fragment on an interface or a union only through possibleTypes,
// which codegen writes from the schema (generated/possible-types.ts, kept fresh by `npm run
// lint`): every abstract type the site's documents spread on is there, and the site's cache
// keeps what it reads through one.
import { buildSchema, isAbstractType, parse, visit, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import { schemaSdl } from "@corus/content-service/src/schema-sdl.ts";
import * as documents from "./generated/graphql";
import generated from "./generated/possible-types";
import { pageStateFrom } from "./page-state";
import { APOLLO_STATE_PROP } from "./page-state-props";

const schema = buildSchema(schemaSdl());

const spreadOn = new Set<string>();
for (const [name, document] of Object.entries(documents)) {
  if (!name.endsWith("Document") && !name.endsWith("FragmentDoc")) continue;
  visit(document as DocumentNode, {
    NamedType(node, _key, parent) {
      const type = schema.getType(node.name.value);
      const isCondition =
        parent &&
        "kind" in parent &&
        (parent.kind === "InlineFragment" || parent.kind === "FragmentDefinition");
      if (isCondition && type && isAbstractType(type)) spreadOn.add(type.name);
    },
  });
}

describe("possibleTypes", () => {
  it("covers every interface and union the site's documents spread on", () => {
    expect(spreadOn.size).toBeGreaterThan(0);
    expect(Object.keys(generated.possibleTypes)).toEqual(expect.arrayContaining([...spreadOn]));
  });

  it("lets the site's cache keep what a custom post type answers through an interface", () => {
    const query = parse(`
      query Found {
        contentNode(id: "2102", idType: DATABASE_ID) {
          __typename
          id
          ... on NodeWithTitle {
            title
          }
        }
      }
    `);
    const brand = { __typename: "Brand", id: "cG9zdDoyMTAy", title: "Global News" };
    const state = pageStateFrom([{ query, variables: {}, data: { contentNode: brand } }])[
      APOLLO_STATE_PROP
    ];
    expect(state?.["Brand:cG9zdDoyMTAy"]).toEqual(brand);
  });
});
