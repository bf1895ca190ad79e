// The site's side of the WordPress contract: every document the site and the edge handler
// send, found in their source files, validates against the schema a real WordPress with the
// site's plugins served, extended only by what the site's own plugin registers.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validate, type GraphQLSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as generated from "@corus/web/lib/graphql/generated/graphql.ts";
import { collectOperations, SITE_SOURCES, type SentOperation } from "./site-documents.ts";
import { wordpressSchema } from "./wordpress-schema.ts";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

const errorsOf = (schema: GraphQLSchema, operation: SentOperation) =>
  validate(schema, operation.document).map((error) => error.message);

const wordpress = wordpressSchema();
const operations = await collectOperations(SITE_SOURCES, REPO);

describe("every document the site and the edge handler send", () => {
  it("is found in the source: each operation codegen compiled, and the edge's lookup", () => {
    const compiled = Object.keys(generated)
      .filter((name) => name.endsWith("Document"))
      .map((name) => name.replace(/Document$/, ""));
    expect(compiled.length).toBeGreaterThan(0);
    const found = operations.map((operation) => operation.name);
    expect(found).toEqual(expect.arrayContaining([...compiled, "AppQuery"]));
    expect(new Set(found).size).toBe(found.length);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    "%s validates against WordPress with the site's plugins",
    (_name, operation) => {
      expect(errorsOf(wordpress, operation)).toEqual([]);
    },
  );
});

describe("what is neither in WordPress nor in a named extension fails", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "site-documents-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("rejects a field WordPress does not have, in a document plucked from a source file", async () => {
    await writeFile(
      path.join(dir, "broken-query.ts"),
      [
        'import { graphql } from "./generated";',
        "export const BROKEN_QUERY = graphql(`",
        "  query Broken { generalSettings { title ...Colour } }",
        "  fragment Colour on GeneralSettings { favouriteColour }",
        "`);",
      ].join("\n"),
    );
    const [broken] = await collectOperations(["*.ts"], dir);
    expect(broken?.name).toBe("Broken");
    expect(errorsOf(wordpress, broken!)).toEqual([
      'Cannot query field "favouriteColour" on type "GeneralSettings".',
    ]);
  });

  it("needs the site's plugin: without its extension the redirect lookup fails", () => {
    const bare = wordpressSchema({ extensions: [] });
    const failing = operations.filter((operation) => errorsOf(bare, operation).length > 0);
    expect(failing.map((operation) => operation.name)).toEqual(["AppQuery"]);
    expect(errorsOf(bare, failing[0]!)).toEqual([
      'Cannot query field "redirection" on type "RootQuery".',
    ]);
  });
});
