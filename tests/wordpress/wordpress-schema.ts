// The schema a real WordPress serves the site: the introspection of a production WPGraphQL
// (../shared/reference/wpgraphql-schema/ beside the repository), extended with what this
// project adds on purpose: every extension file of the content service's schema, and the few
// differences from that WordPress's core named below, each once, with why.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  astFromValue,
  buildClientSchema,
  extendSchema,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  print,
  visit,
  type DocumentNode,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { SCHEMA_DIR } from "../../packages/content-service/src/paths.ts";

export const INTROSPECTION_FILE = fileURLToPath(
  new URL(
    "../../../shared/reference/wpgraphql-schema/wpgraphql-1.18-yoast.introspection.json",
    import.meta.url,
  ),
);

/** The content service's copy of WPGraphQL's core; every other file there is an extension. */
export const CORE_SCHEMA_FILE = "wpgraphql.graphql";

export interface CoreDelta {
  name: string;
  why: string;
  /** The SDL that adds it to the introspected schema. */
  sdl(introspected: GraphQLSchema): string;
}

export const CORE_DELTAS: CoreDelta[] = [
  {
    name: "menu locations SECONDARY and FOOTER",
    why:
      "MenuLocationEnum lists the locations the theme registers; the introspected site's " +
      "theme has PRIMARY but not this site's secondary and footer locations.",
    sdl: () => "extend enum MenuLocationEnum { SECONDARY FOOTER }",
  },
  {
    name: "isFrontPage and isPostsPage on every UniformResourceIdentifiable (WPGraphQL 1.22+)",
    why:
      "WPGraphQL 1.22 moved these fields from Page and ContentType to the interface, so every " +
      "node found by URI (posts and categories too) has them; the introspection is of 1.18.",
    sdl: (introspected) =>
      Object.values(introspected.getTypeMap())
        .filter(
          (type): type is GraphQLObjectType | GraphQLInterfaceType =>
            (isObjectType(type) || isInterfaceType(type)) &&
            (type.name === "UniformResourceIdentifiable" ||
              type.getInterfaces().some((i) => i.name === "UniformResourceIdentifiable")),
        )
        .map((type) => {
          const fields = type.getFields();
          const missing = ["isFrontPage", "isPostsPage"].filter((name) => !fields[name]);
          if (missing.length === 0) return "";
          const keyword = isInterfaceType(type) ? "interface" : "type";
          return `extend ${keyword} ${type.name} { ${missing.map((f) => `${f}: Boolean!`).join(" ")} }`;
        })
        .join("\n"),
  },
];

export interface ExtensionFile {
  name: string;
  sdl: string;
}

/** The content service's schema files that extend WPGraphQL's core (ACF, redirection, ...). */
export function projectExtensions(): ExtensionFile[] {
  return readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith(".graphql") && name !== CORE_SCHEMA_FILE)
    .sort()
    .map((name) => ({ name, sdl: readFileSync(path.join(SCHEMA_DIR, name), "utf8") }));
}

/** WordPress as introspected: WPGraphQL 1.18 with Yoast SEO and Polylang. */
export function introspectedWordPress(): GraphQLSchema {
  if (!existsSync(INTROSPECTION_FILE)) {
    throw new Error(
      `WordPress introspection missing: expected ${INTROSPECTION_FILE} ` +
        "(shared/reference/wpgraphql-schema/ beside the repository)",
    );
  }
  const introspection = JSON.parse(readFileSync(INTROSPECTION_FILE, "utf8")) as
    IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema("data" in introspection ? introspection.data : introspection);
}

export interface WordPressSchemaOptions {
  deltas?: CoreDelta[];
  /** The project's extension files (the default), none, or others in their place. */
  extensions?: ExtensionFile[];
}

/** The introspected WordPress with the named core deltas and the project's extension files. */
export function wordpressSchema(options: WordPressSchemaOptions = {}): GraphQLSchema {
  const { deltas = CORE_DELTAS, extensions = projectExtensions() } = options;
  let schema = introspectedWordPress();
  for (const delta of deltas) {
    const sdl = delta.sdl(schema);
    if (sdl.trim()) schema = extendSchema(schema, parse(sdl));
  }
  for (const file of extensions) {
    schema = extendSchema(schema, withInterfaceFields(parse(file.sdl), schema));
  }
  return schema;
}

/**
 * An extension's types with every field of the WordPress interfaces they implement: WPGraphQL
 * gives a custom post type all of ContentNode's fields (editingLockedBy, enqueuedScripts, ...),
 * while a stand-in's extension file declares only those it serves.
 */
function withInterfaceFields(extension: DocumentNode, schema: GraphQLSchema): DocumentNode {
  const fieldSdl = (field: GraphQLField<unknown, unknown>) => {
    const args = field.args.map((arg) => {
      const byDefault =
        arg.defaultValue === undefined
          ? ""
          : ` = ${print(astFromValue(arg.defaultValue, arg.type)!)}`;
      return `${arg.name}: ${String(arg.type)}${byDefault}`;
    });
    return `${field.name}${args.length ? `(${args.join(", ")})` : ""}: ${String(field.type)}`;
  };
  return visit(extension, {
    ObjectTypeDefinition(definition) {
      const declared = new Set(definition.fields?.map((field) => field.name.value));
      const missing = (definition.interfaces ?? []).flatMap((named) => {
        const type = schema.getType(named.name.value);
        if (!isInterfaceType(type)) return [];
        return Object.values(type.getFields()).filter((field) => {
          if (declared.has(field.name)) return false;
          declared.add(field.name);
          return true;
        });
      });
      if (missing.length === 0) return undefined;
      const added = parse(`type Added { ${missing.map(fieldSdl).join("\n")} }`).definitions[0];
      if (added?.kind !== Kind.OBJECT_TYPE_DEFINITION) return undefined;
      return { ...definition, fields: [...(definition.fields ?? []), ...(added.fields ?? [])] };
    },
  });
}
