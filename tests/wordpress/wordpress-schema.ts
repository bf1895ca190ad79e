// The schema a real WordPress serves the site, as measured on WordPress 6.1 with WPGraphQL 2.20
// and the site's plugins (tests/reference/wordpress-6.1-wpgraphql-2.20/, with its
// README): ACF with WPGraphQL for ACF, Yoast SEO with WPGraphQL Yoast SEO, Redirection, the
// site's theme (menu locations, page templates) and its post types and field groups, registered
// as packages/content-service/CONTENT.md describes them. What no public plugin provides, the
// site's own plugin adds (packages/wordpress-plugin): those extension files are added to it.
// Polylang with wp-graphql-polylang came after the recording: its file is added to it too, held
// to the bridge's own rules by polylang-extension.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildClientSchema,
  extendSchema,
  getNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  isEnumType,
  isObjectType,
  parse,
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

/**
 * The content service's files for public plugins set up since the WordPress was recorded, not
 * in the measured schema: Polylang (free) and its WPGraphQL bridge wp-graphql-polylang. The
 * recorded schema is extended with them, and with the bridge's one change to a field WordPress
 * already has (withOptionsPageLanguage), until a WordPress with them is recorded. Extending
 * adds types, fields and values and changes none (graphql-js refuses a second definition),
 * so WPGraphQL's core is held as before; polylang-extension.test.ts holds the file itself to
 * the rules by which the bridge registers its schema.
 */
export const PLUGINS_SINCE_RECORDING = ["polylang.graphql"];

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
  /** The files of public plugins set up since the recording (the default), or others. */
  plugins?: ExtensionFile[];
}

/** The real WordPress with the site's plugin's extensions. */
export function wordpressSchema(options: WordPressSchemaOptions = {}): GraphQLSchema {
  const { extensions = sitePluginExtensions(), plugins = sinceRecording() } = options;
  let schema = introspectedWordPress();
  for (const name of ADDED_SINCE_RECORDING) {
    schema = extendSchema(schema, parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")));
  }
  for (const file of plugins) schema = extendSchema(schema, parse(file.sdl));
  if (plugins.length > 0) schema = withOptionsPageLanguage(schema);
  for (const file of extensions) schema = extendSchema(schema, parse(file.sdl));
  return schema;
}

/** The content service's files for the public plugins set up since the recording. */
export function sinceRecording(): ExtensionFile[] {
  return PLUGINS_SINCE_RECORDING.map((name) => ({
    name,
    sdl: readFileSync(path.join(SCHEMA_DIR, name), "utf8"),
  }));
}

/**
 * wp-graphql-polylang's rule for ACF options pages (its OptionsPages.php, with ACF Options For
 * Polylang): each options page's root field takes `language: LanguageCodeFilterEnum`, in place
 * of any arguments it had.
 */
export function withOptionsPageLanguage(schema: GraphQLSchema): GraphQLSchema {
  const language = schema.getType("LanguageCodeFilterEnum");
  const query = schema.getQueryType();
  if (!isEnumType(language) || !query) return schema;
  const config = query.toConfig();
  const isOptionsPage = (type: unknown) =>
    isObjectType(type) && type.getInterfaces().some((i) => i.name === "AcfOptionsPage");
  const rootQuery = new GraphQLObjectType({
    ...config,
    fields: Object.fromEntries(
      Object.entries(config.fields).map(([name, field]) => [
        name,
        isOptionsPage(getNamedType(field.type))
          ? { ...field, args: { language: { type: language } } }
          : field,
      ]),
    ),
  });
  const schemaConfig = schema.toConfig();
  return new GraphQLSchema({
    ...schemaConfig,
    query: rootQuery,
    types: schemaConfig.types.map((type) => (type === query ? rootQuery : type)),
  });
}
