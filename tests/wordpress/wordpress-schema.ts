// The schema a real WordPress serves the site, as measured on WordPress 6.1 with WPGraphQL 2.20
// and the site's plugins (tests/reference/wordpress-6.1-wpgraphql-2.20/, with its
// README): ACF with WPGraphQL for ACF, Yoast SEO with WPGraphQL Yoast SEO, Redirection, the
// site's theme (menu locations, page templates) and its post types and field groups, registered
// as packages/content-service/CONTENT.md describes them. What no public plugin provides, the
// site's own plugin adds (packages/wordpress-plugin): those extension files are added to it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildClientSchema,
  extendSchema,
  parse,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { SCHEMA_DIR } from "@corus/content-service/src/paths.ts";

const REFERENCE_DIR = fileURLToPath(
  new URL("../reference/wordpress-6.1-wpgraphql-2.20/", import.meta.url),
);
/** WordPress with every plugin the site needs and the site's model. */
export const PLUGINS_INTROSPECTION = path.join(
  REFERENCE_DIR,
  "wpgraphql-2.20-acf-2.7.introspection.json",
);
/** WordPress with WPGraphQL alone (and the site's theme). */
export const CORE_INTROSPECTION = path.join(
  REFERENCE_DIR,
  "wpgraphql-2.20-core.introspection.json",
);

/** The content service's copy of WPGraphQL's core; every other file there is an extension. */
export const CORE_SCHEMA_FILE = "wpgraphql.graphql";
/**
 * The content service's extension files that the site's own WordPress plugin registers (no
 * public plugin has them); every other extension file is a public plugin's or the site model's.
 */
export const SITE_PLUGIN_EXTENSIONS = ["redirection.graphql"];

/**
 * The content service's files for ACF field groups added to the plugin since the WordPress was
 * recorded: the recorded schema is extended with them (site-model.test.ts holds them to the
 * bridge's naming rules) until a WordPress with ACF and WPGraphQL for ACF is recorded again.
 */
export const ADDED_SINCE_RECORDING = ["acf-privacy-options.graphql"];

export interface ExtensionFile {
  name: string;
  sdl: string;
}

/** The content service's extension files registered by the site's WordPress plugin. */
export function sitePluginExtensions(): ExtensionFile[] {
  return readdirSync(SCHEMA_DIR)
    .filter((name) => SITE_PLUGIN_EXTENSIONS.includes(name))
    .sort()
    .map((name) => ({ name, sdl: readFileSync(path.join(SCHEMA_DIR, name), "utf8") }));
}

/** A recorded introspection of the real WordPress. */
export function introspectedWordPress(file = PLUGINS_INTROSPECTION): GraphQLSchema {
  if (!existsSync(file)) {
    throw new Error(
      `WordPress introspection missing: expected ${file} ` +
        "(tests/reference/wordpress-6.1-wpgraphql-2.20/ in the repository)",
    );
  }
  const introspection = JSON.parse(readFileSync(file, "utf8")) as
    IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema("data" in introspection ? introspection.data : introspection);
}

export interface WordPressSchemaOptions {
  /** The site plugin's extension files (the default), none, or others in their place. */
  extensions?: ExtensionFile[];
}

/** The real WordPress with the site's plugin's extensions. */
export function wordpressSchema(options: WordPressSchemaOptions = {}): GraphQLSchema {
  const { extensions = sitePluginExtensions() } = options;
  let schema = introspectedWordPress();
  for (const name of ADDED_SINCE_RECORDING) {
    schema = extendSchema(schema, parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")));
  }
  for (const file of extensions) schema = extendSchema(schema, parse(file.sdl));
  return schema;
}
