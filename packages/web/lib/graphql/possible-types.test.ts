// Apollo's cache matches a fragment on an interface only through possibleTypes: every
// interface a document names must be listed, with exactly the schema's types behind it.
import { buildSchema, isAbstractType, visit, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import { schemaSdl } from "../../../content-service/src/schema-sdl";
import * as generated from "./generated/graphql";
import { possibleTypes } from "./possible-types";

const schema = buildSchema(schemaSdl());
const listed = possibleTypes as Record<string, string[]>;

const documents = Object.entries(generated)
  .filter(([name]) => name.endsWith("Document") || name.endsWith("FragmentDoc"))
  .map(([, document]) => document as DocumentNode);

const namedInterfaces = new Set<string>();
for (const document of documents) {
  visit(document, {
    NamedType(node, _key, parent) {
      const type = schema.getType(node.name.value);
      const isCondition =
        parent &&
        "kind" in parent &&
        (parent.kind === "InlineFragment" || parent.kind === "FragmentDefinition");
      if (isCondition && type && isAbstractType(type)) namedInterfaces.add(type.name);
    },
  });
}

describe("possibleTypes", () => {
  it("lists every interface the site's documents name", () => {
    expect(namedInterfaces.size).toBeGreaterThan(0);
    expect(Object.keys(listed)).toEqual(expect.arrayContaining([...namedInterfaces]));
  });

  it.each(Object.keys(listed))("gives %s the schema's types", (name) => {
    const type = schema.getType(name);
    expect(type && isAbstractType(type)).toBe(true);
    const expected = schema.getPossibleTypes(type as Parameters<typeof schema.getPossibleTypes>[0]);
    expect(listed[name]).toEqual(expected.map((possible) => possible.name).sort());
  });
});
