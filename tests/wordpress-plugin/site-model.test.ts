// The site's content model as the WordPress plugin ships it (packages/wordpress-plugin), checked
// without WordPress, ACF or WPGraphQL: the ACF field groups in acf-json/ are local JSON that ACF
// imports and WPGraphQL for ACF 2.x, the bridge the site needs, names every type and field of;
// corus-site/site-model.php, run by php-cli with WordPress's registration functions recorded,
// registers what WPGraphQL turns into the stand-in's post types, page templates, menu locations
// and options page. The naming rules below are WPGraphQL 2.20's and WPGraphQL for ACF 2.7.1's
// own (Utils::format_field_name, the bridge's Utils::get_field_group_name, Registry,
// FieldConfig and FieldType/*), written again here; they are held against the stand-in's schema
// and against the schema a real WordPress served with that bridge and these field groups (the
// recorded introspection in tests/reference/ of the repository).
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import {
  buildSchema,
  isEnumType,
  isInterfaceType,
  isObjectType,
  getNamedType,
  type GraphQLSchema,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { schemaSdl } from "@corus/content-service/src/schema-sdl.ts";
import {
  brandCategories,
  committeeRoles,
  eventTypes,
  personGroups,
  reportKinds,
} from "@corus/content-service/src/content/custom-post-types.ts";
import { TRANSLATION_LANGUAGES } from "@corus/content-service/src/content/languages.ts";
import { introspectedWordPress, PLUGINS_INTROSPECTION } from "../wordpress/wordpress-schema.ts";

const PLUGIN = path.resolve(import.meta.dirname, "../../packages/wordpress-plugin");
const ACF_JSON = path.join(PLUGIN, "acf-json");

interface Rule {
  param: string;
  operator: string;
  value: string;
}

interface AcfField {
  key: string;
  label: string;
  name: string;
  type: string;
  required: 0 | 1;
  conditional_logic: 0 | { field: string; operator: string; value: string }[][];
  show_in_graphql: 0 | 1;
  graphql_field_name: string;
  graphql_non_null?: 0 | 1;
  return_format?: string;
  multiple?: 0 | 1;
  choices?: Record<string, string>;
  new_lines?: string;
  sub_fields?: AcfField[];
  layouts?: Record<string, AcfLayout>;
  [setting: string]: unknown;
}

interface AcfLayout {
  key: string;
  name: string;
  label: string;
  display: string;
  sub_fields: AcfField[];
  [setting: string]: unknown;
}

interface AcfFieldGroup {
  key: string;
  title: string;
  fields: AcfField[];
  location: Rule[][];
  active: boolean;
  modified: number;
  show_in_graphql: 0 | 1;
  graphql_field_name: string;
  map_graphql_types_from_location_rules: 0 | 1;
  graphql_types: string[];
  [setting: string]: unknown;
}

const files = readdirSync(ACF_JSON).filter((name) => name.endsWith(".json"));
const groups: AcfFieldGroup[] = files.map(
  (name) => JSON.parse(readFileSync(path.join(ACF_JSON, name), "utf8")) as AcfFieldGroup,
);
const group = (graphqlName: string) => groups.find((g) => g.graphql_field_name === graphqlName)!;

/** Every field of a group, sub-fields of repeaters and layouts included. */
function allFields(fields: AcfField[]): AcfField[] {
  return fields.flatMap((field) => [
    field,
    ...allFields(field.sub_fields ?? []),
    ...Object.values(field.layouts ?? {}).flatMap((layout) => allFields(layout.sub_fields)),
  ]);
}
const fieldsOfAllGroups = groups.flatMap((g) => allFields(g.fields));
const layoutsOfAllGroups = fieldsOfAllGroups.flatMap((f) => Object.values(f.layouts ?? {}));

/** ACF's field types (Secure Custom Fields 6.4 registers these, PRO's included). */
const ACF_FIELD_TYPES = new Set([
  ...["text", "textarea", "number", "range", "email", "url", "password", "image", "file"],
  ...["wysiwyg", "oembed", "gallery", "select", "checkbox", "radio", "button_group"],
  ...["true_false", "link", "post_object", "page_link", "relationship", "taxonomy", "user"],
  ...["google_map", "date_picker", "date_time_picker", "time_picker", "color_picker"],
  ...["message", "accordion", "tab", "group", "repeater", "flexible_content", "clone"],
]);

// --- How WPGraphQL for ACF 2.x names things ---------------------------------------------------

const ucfirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lcfirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** PHP's ucwords( $s, $delimiter ): the first letter, and each letter after the delimiter. */
const ucwords = (s: string, delimiter: string) =>
  s.replace(
    new RegExp(`(^|[${delimiter}])([a-z])`, "g"),
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );

/** WPGraphQL's Utils::format_field_name (graphql_format_name first). */
function formatFieldName(name: string, allowUnderscores = false): string {
  if (!name) return "";
  let s = name
    .replace(/[^a-zA-Z0-9 -]/g, "_")
    .trim()
    .replace(/^_+/, "_");
  if (!s) return name;
  if (!allowUnderscores) s = lcfirst(ucwords(s, "_").replaceAll("_", " "));
  s = lcfirst(ucwords(s, "-").replaceAll("-", " "));
  s = lcfirst(ucwords(s, " ").replaceAll(" ", ""));
  return lcfirst(s);
}
/** WPGraphQL's Utils::format_type_name. */
const formatTypeName = (name: string) => ucfirst(formatFieldName(name));

/** The settings 2.x names a field group, field, layout or options page by. */
interface Named {
  graphql_field_name?: unknown;
  graphql_type_name?: unknown;
  name?: unknown;
  title?: unknown;
  label?: unknown;
  page_title?: unknown;
}
const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * WPGraphQL for ACF 2.x's Utils::get_field_group_name, for groups, fields, layouts and options
 * pages alike: graphql_field_name as given, else graphql_type_name, else the ACF name or title
 * in camelCase ("Person Fields": personFields, class_a_amount: classAAmount).
 */
function acfName(config: Named): string {
  let name: string;
  if (text(config.graphql_field_name)) {
    name = text(config.graphql_field_name).replace(/[^0-9a-zA-Z_\s]/g, "");
  } else if (text(config.graphql_type_name)) {
    name = formatFieldName(text(config.graphql_type_name), true);
  } else {
    const given =
      text(config.name) || text(config.title) || text(config.label) || text(config.page_title);
    name = formatFieldName(given.replace(/[^0-9a-zA-Z_\s]/g, " "));
  }
  return /^[0-9]/.test(name) ? "" : name;
}
/** Registry::get_field_group_graphql_type_name: PersonFields, PageBuilder, CardGrid. */
const typeNameOf = (config: Named) => formatTypeName(acfName(config).replace(/[\W_]+/g, " "));
/** Registry::get_graphql_field_name: a field's name in its type. */
const fieldNameOf = (config: Named) => formatFieldName(acfName(config), true);

/** A setting that is set (PHP's isset) and true, or false, to PHP's (bool). */
const phpFalse = (value: unknown) => ([0, false, "", "0"] as unknown[]).includes(value);
const setAndTrue = (value: unknown) => value !== undefined && value !== null && !phpFalse(value);
/** 2.x leaves out a group or field whose show_in_graphql is set and false. */
const hidden = (config: { show_in_graphql?: unknown }) => phpFalse(config.show_in_graphql);

/** The GraphQL type 2.x gives each field type the site uses (FieldType/*.php). */
const FIELD_TYPES: Record<string, string> = {
  ...Object.fromEntries(
    ["text", "textarea", "wysiwyg", "url", "email", "date_picker", "date_time_picker"].map(
      (type) => [type, "String"],
    ),
  ),
  number: "Float",
  true_false: "Boolean",
  link: "AcfLink",
  // A list, even where one choice is allowed.
  select: "[String]",
  // One-to-one connections to the media library (FieldConfig::get_connection_name).
  image: "AcfMediaItemConnectionEdge",
  file: "AcfMediaItemConnectionEdge",
};
/** Connections: graphql_non_null does not apply to them. */
const CONNECTIONS = new Set(["image", "file"]);
/** ACF field types 2.x does not register (FieldTypeRegistry): not in the schema. */
const NOT_IN_GRAPHQL = new Set(["message", "accordion", "tab"]);

/** fieldGroupName, which every group type has (deprecated: use __typename). */
const DEPRECATED = " (deprecated)";

interface Shape {
  /** name => printed type, DEPRECATED appended to a deprecated field's. */
  fields: Record<string, string>;
  interfaces: string[];
}

/** The ACF part of the schema, as 2.x builds it from field groups. */
interface AcfSchema {
  /** The groups', repeaters' rows' and layouts' object types. */
  objects: Map<string, Shape>;
  /** Each object type's <Type>_Fields, each group's WithAcf<Type>, each flexible field's _Layout. */
  interfaces: Map<string, Shape>;
  /** Each flexible field's layout interface, and the layout types that implement it. */
  layouts: Map<string, string[]>;
  /** The field each group adds to each of its GraphQL types. */
  roots: { on: string; field: string; type: string }[];
  /** Each group's WithAcf<Type>, which adds that field, and the types that implement it. */
  shownOn: Map<string, string[]>;
  /** Type names registered twice: 2.x keeps the first and silently drops the others' fields. */
  collisions: string[];
}

/**
 * WPGraphQL for ACF 2.x (Registry::register_acf_field_groups_to_graphql, FieldConfig,
 * FieldType/Repeater.php and FlexibleContent.php): a group is the type <Group> (PersonFields),
 * a repeater's rows <Parents><Field> (PersonFieldsCommittees), flexible content a list of the
 * interface <Parents><Field>_Layout with one <Parents><Field><Layout>Layout per layout, where
 * <Parents> are the field's ancestors' type names: those of a layout's fields skip the layout
 * (PageBuilderBlocksCards, not ...CardGridLayoutCards).
 */
function acfBridge(fieldGroups: AcfFieldGroup[]): AcfSchema {
  const schema: AcfSchema = {
    objects: new Map(),
    interfaces: new Map(),
    layouts: new Map(),
    roots: [],
    shownOn: new Map(),
    collisions: [],
  };

  const register = (type: string, fields: AcfField[], parents: string, layout?: string) => {
    if (schema.objects.has(type)) {
      schema.collisions.push(type);
      return;
    }
    const shape: Record<string, string> = { fieldGroupName: `String${DEPRECATED}` };
    // Taken before its fields' own types are registered, as 2.x takes it.
    schema.objects.set(type, { fields: shape, interfaces: [] });
    for (const field of fields) {
      const name = fieldNameOf(field);
      if (hidden(field) || NOT_IN_GRAPHQL.has(field.type) || !name) continue;
      shape[name] = graphqlType(field, name, parents);
    }
    const inherited = [...(layout ? [layout] : []), "AcfFieldGroup", "AcfFieldGroupFields"];
    schema.interfaces.set(`${type}_Fields`, { fields: shape, interfaces: inherited });
    schema.objects.set(type, { fields: shape, interfaces: [`${type}_Fields`, ...inherited] });
  };

  const graphqlType = (field: AcfField, name: string, parents: string): string => {
    // FieldConfig::get_parent_graphql_type_name of this field's own sub-fields.
    const within = parents + typeNameOf(field);
    let type: string;
    if (field.type === "repeater") {
      const rows = formatTypeName(`${parents} ${name}`);
      // The rows are registered as a group whose GraphQL name is that type name.
      register(typeNameOf({ graphql_field_name: rows }), field.sub_fields ?? [], within);
      type = `[${rows}]`;
    } else if (field.type === "flexible_content") {
      const prefix = formatTypeName(`${parents} ${name}`);
      const layoutInterface = `${prefix}_Layout`;
      schema.interfaces.set(layoutInterface, {
        fields: { fieldGroupName: "String" },
        interfaces: [],
      });
      const members = Object.values(field.layouts ?? {}).map((layout) => {
        const layoutType = `${formatTypeName(`${prefix} ${typeNameOf(layout)}`)}Layout`;
        // Registered under the name 2.x works out from the layout given that type name.
        const registered = typeNameOf({ ...layout, graphql_type_name: layoutType });
        register(registered, layout.sub_fields, within, layoutInterface);
        return layoutType;
      });
      schema.layouts.set(layoutInterface, members);
      type = `[${layoutInterface}]`;
    } else {
      const known = FIELD_TYPES[field.type];
      if (!known) {
        throw new Error(
          `${field.key}: WPGraphQL for ACF 2.x's rule for ${field.type} fields is not written here ` +
            "(see its FieldType/ classes)",
        );
      }
      type = known;
    }
    return setAndTrue(field.graphql_non_null) && !CONNECTIONS.has(field.type) ? `${type}!` : type;
  };

  for (const fieldGroup of fieldGroups) {
    const type = typeNameOf(fieldGroup);
    if (hidden(fieldGroup) || !type) continue;
    if (schema.objects.has(type)) {
      schema.collisions.push(type);
      continue;
    }
    // The field on each GraphQL type the group shows on comes from the interface WithAcf<Type>.
    // Those types are graphql_types here: 2.x works them out from the location rules only for a
    // group that gives none, and these groups give them.
    const field = formatFieldName(type, true);
    const through = `WithAcf${type}`;
    schema.interfaces.set(through, { fields: { [field]: type }, interfaces: [] });
    for (const on of fieldGroup.graphql_types) schema.roots.push({ on, field, type });
    schema.shownOn.set(through, fieldGroup.graphql_types);
    register(type, fieldGroup.fields, type);
  }
  return schema;
}

// --- Reading schemas ------------------------------------------------------------------------

const standIn = buildSchema(schemaSdl());
let recorded: GraphQLSchema | undefined;
/** Field groups newer than the recorded WordPress (its README says when it was recorded). */
const ADDED_SINCE_RECORDING = ["group_corus_privacy_options"];
/** The real WordPress with WPGraphQL for ACF 2.7.1 (read once, when first asked for). */
const realWordPress = () => (recorded ??= introspectedWordPress(PLUGINS_INTROSPECTION));

/** A type's fields, name => printed type, or undefined where the schema has no such type. */
function fieldsOf(
  schema: GraphQLSchema,
  name: string,
  { deprecation = false } = {},
): Record<string, string> | undefined {
  const type = schema.getType(name);
  if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
  return Object.fromEntries(
    Object.values(type.getFields()).map((f) => [
      f.name,
      `${String(f.type)}${deprecation && f.deprecationReason ? DEPRECATED : ""}`,
    ]),
  );
}

function interfacesOf(schema: GraphQLSchema, name: string): string[] | undefined {
  const type = schema.getType(name);
  if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
  return type.getInterfaces().map((i) => i.name);
}

function implementationsOf(schema: GraphQLSchema, name: string): string[] | undefined {
  const type = schema.getType(name);
  return isInterfaceType(type) ? schema.getPossibleTypes(type).map((t) => t.name) : undefined;
}

const sorted = (fields: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))));
const sameSet = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

/**
 * What differs between the bridge's schema and a schema that should hold it. Against the real
 * WordPress: every type's fields (deprecations included) and interfaces, every interface, the
 * layouts and where each group shows. Against the stand-in, which declares no more than the
 * site reads: the object types' fields (fieldGroupName included, not marked deprecated there),
 * the layout interfaces and where each group shows.
 */
function differences(acf: AcfSchema, schema: GraphQLSchema, real: boolean): string[] {
  const found: string[] = [];
  const compare = (name: string, expected: Shape, kind: "object" | "interface") => {
    const type = schema.getType(name);
    if (!(kind === "object" ? isObjectType(type) : isInterfaceType(type))) {
      found.push(`${name}: not an ${kind} of the schema`);
      return;
    }
    const actual = fieldsOf(schema, name, { deprecation: real })!;
    const wanted = Object.fromEntries(
      Object.entries(expected.fields).map(([field, printed]) => [
        field,
        real ? printed : printed.replace(DEPRECATED, ""),
      ]),
    );
    if (sorted(wanted) !== sorted(actual)) {
      found.push(`${name}: ${sorted(wanted)} vs ${sorted(actual)}`);
    }
    const interfaces = interfacesOf(schema, name)!;
    if (real && !sameSet(interfaces, expected.interfaces)) {
      found.push(`${name}: implements ${expected.interfaces.join()} vs ${interfaces.join()}`);
    }
  };
  for (const [name, shape] of acf.objects) compare(name, shape, "object");
  for (const [name, shape] of acf.interfaces) {
    if (real || acf.layouts.has(name)) compare(name, shape, "interface");
  }
  for (const [name, members] of acf.layouts) {
    const actual = implementationsOf(schema, name) ?? [];
    if (!sameSet(actual, members)) found.push(`${name}: layouts ${members.join()} vs ${actual}`);
  }
  for (const root of acf.roots) {
    const actual = fieldsOf(schema, root.on)?.[root.field];
    if (actual !== root.type) found.push(`${root.on}.${root.field}: ${root.type} vs ${actual}`);
  }
  if (real) {
    // Each group's WithAcf<Type> is on the types the group shows on, and on no others.
    for (const [through, on] of acf.shownOn) {
      const actual = implementationsOf(schema, through) ?? [];
      if (!sameSet(actual, on)) found.push(`${through}: on ${on.join()} vs ${actual.join()}`);
    }
  }
  return found;
}

/** The real WordPress's ACF field group types and interfaces (the options page's aside). */
function acfTypesOf(schema: GraphQLSchema): string[] {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    const interfaces = type.getInterfaces().map((i) => i.name);
    if (interfaces.includes("AcfFieldGroup")) {
      names.add(type.name);
      // <Type>_Fields and the layout interfaces.
      for (const name of interfaces) names.add(name);
    }
    if (/^WithAcf(?!OptionsPage)/.test(type.name)) names.add(type.name);
  }
  names.delete("AcfFieldGroup");
  names.delete("AcfFieldGroupFields");
  return [...names].sort();
}

/**
 * The stand-in's types under the field each group is read by where it shows: object types and
 * interfaces, shared ones aside.
 */
function standInTypesUnder(fieldGroups: AcfFieldGroup[]): string[] {
  const shared = new Set(["MediaItem", "AcfLink", "AcfMediaItemConnectionEdge"]);
  const seen = new Set<string>();
  const visit = (name: string) => {
    const type = standIn.getType(name);
    if (seen.has(name) || shared.has(name)) return;
    if (isInterfaceType(type)) {
      seen.add(name);
      standIn.getPossibleTypes(type).forEach((member) => visit(member.name));
    } else if (isObjectType(type)) {
      seen.add(name);
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type).name);
    }
  };
  for (const fieldGroup of fieldGroups) {
    for (const on of fieldGroup.graphql_types) {
      const field = fieldsOf(standIn, on)?.[fieldGroup.graphql_field_name];
      if (field) visit(field.replace(/[[\]!]/g, ""));
    }
  }
  return [...seen].sort();
}

// --- The field groups -------------------------------------------------------------------------

describe("the plugin's ACF field groups (acf-json/)", () => {
  it("are ACF local JSON: one group a file named by its key, fields keyed uniquely", () => {
    expect(groups.length).toBeGreaterThan(0);
    for (const [index, fieldGroup] of groups.entries()) {
      expect(files[index]).toBe(`${fieldGroup.key}.json`);
      expect(fieldGroup.key).toMatch(/^group_[a-z0-9_]+$/);
      expect(fieldGroup.title).toEqual(expect.any(String));
      expect(fieldGroup.active).toBe(true);
      // ACF offers a sync when the file is newer than the database's copy.
      expect(Number.isInteger(fieldGroup.modified)).toBe(true);
      expect(fieldGroup.location.length).toBeGreaterThan(0);
      for (const rule of fieldGroup.location.flat()) {
        expect(rule).toEqual({
          param: expect.any(String),
          operator: expect.stringMatching(/^(==|!=)$/),
          value: expect.any(String),
        });
      }
      for (const field of allFields(fieldGroup.fields)) {
        expect(field.key).toMatch(/^field_[a-z0-9_]+$/);
        expect(ACF_FIELD_TYPES).toContain(field.type);
        expect(field.label).toEqual(expect.any(String));
        // snake_case (the meta keys ACF stores values under), which 2.x camel-cases.
        expect(field.name).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
        expect([0, 1]).toContain(field.required);
        for (const condition of field.conditional_logic || []) {
          for (const rule of condition) {
            // A condition names a field of the same group.
            expect(allFields(fieldGroup.fields).map((f) => f.key)).toContain(rule.field);
          }
        }
      }
      for (const layout of allFields(fieldGroup.fields).flatMap((f) =>
        Object.entries(f.layouts ?? {}),
      )) {
        const [key, { key: ownKey, name, display, sub_fields }] = layout;
        expect(ownKey).toBe(key);
        expect(key).toMatch(/^layout_[a-z0-9_]+$/);
        expect(name).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
        expect(["block", "table", "row"]).toContain(display);
        expect(sub_fields.length).toBeGreaterThan(0);
      }
      for (const field of allFields(fieldGroup.fields).filter((f) => f.type === "repeater")) {
        expect(field.sub_fields!.length).toBeGreaterThan(0);
      }
    }
    const keys = [...groups.map((g) => g.key), ...fieldsOfAllGroups.map((f) => f.key)];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("show in GraphQL, each group and field with the GraphQL name the site queries", () => {
    for (const fieldGroup of groups) {
      // 2.x reads show_in_graphql, graphql_field_name (the group's type is its PascalCase) and
      // graphql_types (the GraphQL types it shows on).
      expect(fieldGroup).toMatchObject({
        show_in_graphql: 1,
        graphql_field_name: expect.stringMatching(/^[a-z][a-zA-Z0-9]*$/),
        // 2.x's editor shows the types the location rules give (the next test holds them equal).
        map_graphql_types_from_location_rules: 0,
      });
      expect(fieldGroup.graphql_types).toHaveLength(1);
      // The name is the one 2.x's editor offers from the title (Person Fields: personFields).
      expect(acfName({ title: fieldGroup.title })).toBe(fieldGroup.graphql_field_name);
    }
    for (const field of fieldsOfAllGroups) {
      // A message is the screen's own text, with no value: 2.x has no GraphQL type for it.
      if (NOT_IN_GRAPHQL.has(field.type)) {
        expect(field.show_in_graphql, field.key).toBe(0);
        continue;
      }
      expect(field.show_in_graphql).toBe(1);
      expect(field.graphql_field_name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      // The name is the one 2.x gives the ACF name when none is set (class_a_amount:
      // classAAmount), so a field saved in 2.x's editor with the name cleared keeps it.
      expect(fieldNameOf({ name: field.name })).toBe(field.graphql_field_name);
      // Nullable, as the site's types are (an empty field is null, not an error).
      expect(field.graphql_non_null ?? 0).toBe(0);
    }
    // Nothing renames a type or changes a field's: a group's or field's graphql_type_name, a
    // field's graphql_resolve_type, a layout's GraphQL name (which its type would take, while
    // the layout interface still resolves blocks to the type named after the layout).
    const renaming = [
      ...groups.flatMap((g) =>
        ["graphql_type_name"].filter((s) => s in g).map((s) => `${g.key}.${s}`),
      ),
      ...fieldsOfAllGroups.flatMap((f) =>
        ["graphql_type_name", "graphql_resolve_type"]
          .filter((s) => s in f)
          .map((s) => `${f.key}.${s}`),
      ),
      ...layoutsOfAllGroups.flatMap((l) =>
        ["graphql_field_name", "graphql_type_name"]
          .filter((s) => s in l)
          .map((s) => `${l.key}.${s}`),
      ),
    ];
    expect(renaming).toEqual([]);
  });

  it("say on the Site Options screen that the consent texts show only once the site has a tool that needs consent", () => {
    const [first, ...texts] = group("privacyOptions").fields;
    // ACF shows a message field as text at its place in the form: here, above the texts.
    expect(first).toMatchObject({ type: "message", show_in_graphql: 0 });
    expect(first!.message).toMatch(
      /only once one of them is configured in the site's environment \(its ANALYTICS_\* settings/,
    );
    expect(first!.message).toMatch(/While none is configured the site shows no banner/);
    expect(texts.map((field) => field.graphql_field_name)).toContain("consentBannerText");
  });

  it("are where the site reads them: pages, the five post types, the options page", () => {
    const where = Object.fromEntries(
      groups.map((g) => [g.graphql_field_name, [g.graphql_types[0], g.location]]),
    );
    const on = (param: string, value: string) => [[{ param, operator: "==", value }]];
    expect(where).toEqual({
      pageBuilder: ["Page", on("post_type", "page")],
      personFields: ["Person", on("post_type", "person")],
      brandFields: ["Brand", on("post_type", "brand")],
      dividendFields: ["Dividend", on("post_type", "dividend")],
      financialReportFields: ["FinancialReport", on("post_type", "financial_report")],
      investorEventFields: ["InvestorEvent", on("post_type", "investor_event")],
      headerOptions: ["SiteOptions", on("options_page", "site-options")],
      footerOptions: ["SiteOptions", on("options_page", "site-options")],
      socialIconsOptions: ["SiteOptions", on("options_page", "site-options")],
      globalFormOptions: ["SiteOptions", on("options_page", "site-options")],
      siteIconOptions: ["SiteOptions", on("options_page", "site-options")],
      privacyOptions: ["SiteOptions", on("options_page", "site-options")],
    });
  });

  it("hold the values CONTENT.md documents: choices, dates, media, links, plain text", () => {
    const choices = (groupName: string, ...names: string[]) => {
      let fields = group(groupName).fields;
      let field: AcfField | undefined;
      for (const name of names) {
        field = allFields(fields).find((f) => f.name === name);
        fields = field?.sub_fields ?? [];
      }
      return Object.keys(field?.choices ?? {});
    };
    expect(choices("personFields", "group")).toEqual([...personGroups]);
    expect(choices("personFields", "committees", "role")).toEqual([...committeeRoles]);
    expect(choices("brandFields", "category")).toEqual([...brandCategories]);
    expect(choices("financialReportFields", "kind")).toEqual([...reportKinds]);
    expect(choices("investorEventFields", "event_type")).toEqual([...eventTypes]);
    expect(choices("pageBuilder", "steps", "status")).toEqual(["complete", "current", "upcoming"]);

    for (const field of fieldsOfAllGroups) {
      const settings = { type: field.type, return_format: field.return_format };
      switch (field.type) {
        case "select":
          // One choice, its value (not its label), which 2.x answers as a one-item list.
          expect({ ...settings, multiple: field.multiple }).toEqual({
            type: "select",
            return_format: "value",
            multiple: 0,
          });
          break;
        case "date_picker":
          // 2.x reads the value back in the return format and answers RFC 3339 at midnight UTC.
          expect(settings.return_format).toBe("Y-m-d");
          break;
        case "date_time_picker":
          // The same: the wall time entered, labelled +00:00.
          expect(settings.return_format).toBe("Y-m-d H:i:s");
          break;
        case "image":
        case "file":
          // 2.x loads the media item by its id (from the id or ACF's array; a URL gives null).
          expect(["id", "array"]).toContain(settings.return_format);
          break;
        case "link":
          // AcfLink { url title target } reads ACF's array.
          expect(settings.return_format).toBe("array");
          break;
        case "textarea":
          // Plain sentences: 2.x adds <p> or <br> as new_lines says; nothing.
          expect(field.new_lines).toBe("");
          break;
      }
    }
  });

  it("name every ACF type and field the stand-in declares, as WPGraphQL for ACF 2.x does", () => {
    const acf = acfBridge(groups);
    expect(acf.collisions).toEqual([]);
    expect(differences(acf, standIn, false)).toEqual([]);
    // And nothing the stand-in declares under the groups' fields is missing from them.
    expect(standInTypesUnder(groups)).toEqual(
      [...acf.objects.keys(), ...acf.layouts.keys()].sort(),
    );
  });

  it("are, with WPGraphQL for ACF 2.7.1, the recorded WordPress's ACF types and no others", () => {
    // Groups added since the recording (tests/reference/) are held to the stand-in only, above,
    // until a WordPress with ACF and WPGraphQL for ACF is recorded again: this machine has none.
    const acf = acfBridge(groups.filter((group) => !ADDED_SINCE_RECORDING.includes(group.key)));
    expect(acf.collisions).toEqual([]);
    expect(differences(acf, realWordPress(), true)).toEqual([]);
    expect(acfTypesOf(realWordPress())).toEqual(
      [...acf.objects.keys(), ...acf.interfaces.keys()].sort(),
    );
  });
});

// --- site-model.php -----------------------------------------------------------------------------

interface Registered {
  hooks: string[];
  nav_menus: Record<string, string>;
  post_types: Record<string, Record<string, unknown> & { supports: string[] }>;
  options_pages: Record<string, unknown>[];
  page_templates: Record<string, string>;
  load_json: string[];
  links: Record<string, string>;
}

async function probe(mode: "with-acf" | "without-acf"): Promise<Registered> {
  try {
    const { stdout } = await promisify(execFile)("php", ["test/site-model-probe.php", mode], {
      cwd: PLUGIN,
      encoding: "utf8",
    });
    return JSON.parse(stdout) as Registered;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("php-cli is needed for the plugin's tests: apt-get install -y php-cli");
    }
    throw error;
  }
}

/** WPGraphQL's Utils::format_type_name_for_wp_template. */
const templateTypeName = (name: string) => {
  const type = name.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/[^\w]/g, "");
  return /^\d/.test(type) || !type.toLowerCase().includes("template") ? `Template_${type}` : type;
};

/** WPGraphQL 2.20's interfaces of a post type's object type (PostObject::get_interfaces). */
function postTypeInterfaces(args: Record<string, unknown> & { supports: string[] }): string[] {
  const supports: Record<string, string> = {
    title: "NodeWithTitle",
    editor: "NodeWithContentEditor",
    author: "NodeWithAuthor",
    thumbnail: "NodeWithFeaturedImage",
    excerpt: "NodeWithExcerpt",
    comments: "NodeWithComments",
    trackbacks: "NodeWithTrackbacks",
    revisions: "NodeWithRevisions",
    "page-attributes": "NodeWithPageAttributes",
  };
  return [
    "Node",
    "ContentNode",
    "DatabaseIdentifier",
    "NodeWithTemplate",
    ...(args.public === true ? ["UniformResourceIdentifiable"] : []),
    ...(args.public === true || args.publicly_queryable === true ? ["Previewable"] : []),
    ...args.supports.map((feature) => supports[feature]!).filter(Boolean),
    ...(args.hierarchical === true ? ["HierarchicalContentNode"] : []),
    ...(args.show_in_nav_menus === true ? ["MenuItemLinkable"] : []),
  ];
}

describe("site-model.php, run by php-cli with WordPress's registrations recorded", () => {
  let registered: Registered;
  beforeAll(async () => {
    registered = await probe("with-acf");
  });

  it("registers the menu locations primary, secondary and footer (MenuLocationEnum)", () => {
    const menuLocations = standIn.getType("MenuLocationEnum");
    expect(isEnumType(menuLocations)).toBe(true);
    const values = isEnumType(menuLocations) ? menuLocations.getValues().map((v) => v.name) : [];
    // Each, and Polylang's copy of each for every language but the default (primary___fr).
    const locations = Object.keys(registered.nav_menus).map((l) => l.toUpperCase());
    expect(
      [
        ...locations,
        ...TRANSLATION_LANGUAGES.flatMap((language) =>
          locations.map((location) => `${location}___${language.code.toUpperCase()}`),
        ),
      ].sort(),
    ).toEqual(values.sort());
    expect(Object.keys(registered.nav_menus)).toEqual(["primary", "secondary", "footer"]);
    expect(registered.hooks).toContain("after_setup_theme");
  });

  it("adds the six page templates to any theme's, typed as the stand-in's Template_ types", () => {
    const { "theme-own.php": own, ...site } = registered.page_templates;
    expect(own).toBe("Theme Own");
    expect(Object.values(site)).toEqual([
      "Press Releases",
      "Leadership",
      "Brands",
      "Dividend History",
      "Financial Reports",
      "Events",
    ]);
    const contentTemplate = standIn.getType("ContentTemplate");
    const declared = isInterfaceType(contentTemplate)
      ? standIn.getPossibleTypes(contentTemplate).map((t) => t.name)
      : [];
    expect(Object.values(site).map(templateTypeName).sort()).toEqual(
      declared.filter((name) => name !== "DefaultTemplate").sort(),
    );
  });

  it("registers the five post types as the stand-in's, records without pages of their own", () => {
    const contentTypes = standIn.getType("ContentTypeEnum");
    const enumValues = isEnumType(contentTypes) ? contentTypes.getValues().map((v) => v.name) : [];
    const rootFields = fieldsOf(standIn, "RootQuery")!;
    const byType: Record<string, [string, string]> = {
      person: ["person", "people"],
      brand: ["brand", "brands"],
      dividend: ["dividend", "dividends"],
      financial_report: ["financialReport", "financialReports"],
      investor_event: ["investorEvent", "investorEvents"],
    };
    expect(Object.keys(registered.post_types)).toEqual(Object.keys(byType));
    for (const [postType, args] of Object.entries(registered.post_types)) {
      const [single, plural] = byType[postType]!;
      expect(args).toMatchObject({
        show_in_graphql: true,
        graphql_single_name: single,
        graphql_plural_name: plural,
        public: true,
        // CONTENT.md: no pages of their own, so not offered in menus.
        publicly_queryable: false,
        has_archive: false,
        rewrite: false,
        query_var: false,
        show_in_nav_menus: false,
        hierarchical: false,
        // People and brands are ordered by menuOrder.
        supports: ["title", "page-attributes"],
      });
      const type = ucfirst(single);
      expect(rootFields[single]).toBe(type);
      expect(rootFields[plural]).toBe(`RootQueryTo${type}Connection`);
      expect(enumValues).toContain(postType.toUpperCase());
      const objectType = standIn.getType(type);
      const declared = isObjectType(objectType)
        ? objectType.getInterfaces().map((i) => i.name)
        : [];
      expect(postTypeInterfaces(args).sort()).toEqual(declared.sort());
    }
  });

  it("gives records no permalink (uri and link null), and leaves other links alone", () => {
    expect(registered.links).toEqual({ person: "", post: "https://cms.example.com/a-post/" });
  });

  it("adds the options page siteOptions where ACF is active, and nothing without it", async () => {
    expect(registered.options_pages).toEqual([
      expect.objectContaining({
        menu_slug: "site-options",
        post_id: "options",
        show_in_graphql: true,
        graphql_field_name: "siteOptions",
        graphql_type_name: "SiteOptions",
      }),
    ]);
    // 2.x names the page as it names a group (SiteOptions), its root field after the type, and
    // adds to the page's type each group shown on it; the page's own fields are AcfOptionsPage's.
    const [page] = registered.options_pages as Named[];
    const type = typeNameOf(page!);
    expect([type, formatFieldName(type)]).toEqual(["SiteOptions", "siteOptions"]);
    const real = realWordPress();
    expect(fieldsOf(real, "RootQuery")!.siteOptions).toBe(type);
    expect(interfacesOf(real, "RootQuery")).toContain(`WithAcfOptionsPage${type}`);
    expect(interfacesOf(real, type)).toEqual(expect.arrayContaining(["AcfOptionsPage", "Node"]));
    expect(fieldsOf(standIn, "RootQuery")!.siteOptions).toBe(type);
    const pageFields = Object.keys(fieldsOf(real, "AcfOptionsPage")!).sort();
    const groupFields = groups.map((g) => g.graphql_field_name);
    for (const schema of [real, standIn]) {
      const own = Object.keys(fieldsOf(schema, type)!).filter((f) => !groupFields.includes(f));
      expect(own.sort()).toEqual(pageFields);
    }
    // The field groups' location is this page.
    const slugs = groups.flatMap((g) =>
      g.location.flat().filter((rule) => rule.param === "options_page"),
    );
    expect(new Set(slugs.map((rule) => rule.value))).toEqual(new Set(["site-options"]));

    const withoutAcf = await probe("without-acf");
    expect(withoutAcf.options_pages).toEqual([]);
    expect(Object.keys(withoutAcf.post_types)).toHaveLength(5);
  });

  it("has ACF load the field groups from the plugin's acf-json folder", () => {
    expect(registered.load_json[0]).toBe("/theme/acf-json");
    expect(registered.load_json.slice(1).map((dir) => path.resolve(dir))).toEqual([ACF_JSON]);
  });

  it("is loaded by the plugin's loader", () => {
    const loader = readFileSync(path.join(PLUGIN, "corus-site.php"), "utf8");
    expect(loader).toContain("require_once __DIR__ . '/corus-site/site-model.php';");
    expect(loader).toContain("\\Corus\\Site\\Model\\register();");
  });
});
