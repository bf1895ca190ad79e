// The schema's SDL: WPGraphQL's core in schema/wpgraphql.graphql, and each project extension
// (ACF options, redirection, ...) in a file of its own beside it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SCHEMA_DIR } from "./paths.ts";

export function schemaSdl(): string {
  return readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => readFileSync(path.join(SCHEMA_DIR, name), "utf8"))
    .join("\n");
}
