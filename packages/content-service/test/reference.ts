// The measurements of a real WordPress (tests/reference/wordpress-6.1-wpgraphql-2.20/ at the
// repository's root, described by its README.md): recorded answers and the schemas it served.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";

const REFERENCE_DIR = new URL(
  "../../../tests/reference/wordpress-6.1-wpgraphql-2.20/",
  import.meta.url,
);

/** One file of the reference, parsed as JSON; a clear error when the reference is missing. */
export function referenceJson<T>(file: string): T {
  const at = fileURLToPath(new URL(file, REFERENCE_DIR));
  if (!existsSync(at)) {
    throw new Error(
      `WordPress's reference file missing: expected ${at} ` +
        "(tests/reference/wordpress-6.1-wpgraphql-2.20/ in the repository)",
    );
  }
  return JSON.parse(readFileSync(at, "utf8")) as T;
}

/** A schema WordPress served, from its introspection answer. */
export const referenceSchema = (file: string): GraphQLSchema =>
  buildClientSchema(referenceJson<{ data: IntrospectionQuery }>(file).data);

/** WordPress 6.1, WPGraphQL 2.20 and the site's plugins with WPGraphQL for ACF 0.6.2. */
export const ACF_0_6_SCHEMA = "wpgraphql-2.20-plugins.introspection.json";
/** The same installation with WPGraphQL for ACF 2.7.1 in place of 0.6.2. */
export const ACF_2_7_SCHEMA = "wpgraphql-2.20-acf-2.7.introspection.json";
/** The real answers to the site's own operations, recorded with WPGraphQL for ACF 0.6.2. */
export const RECORDED_ANSWERS = "recorded-answers.json";
