// The site's content model as the WordPress plugin ships it (packages/wordpress-plugin), checked
// without WordPress, ACF or WPGraphQL: the ACF field groups in acf-json/ are local JSON that ACF
// imports, and name every type and field as the two WPGraphQL for ACF bridges do (0.6: the
// stand-in's schema and the recorded WordPress; 2.x: the recorded WordPress with the maintained
// bridge); corus-site/site-model.php, run by php-cli with WordPress's registration functions
// recorded, registers what WPGraphQL turns into the stand-in's post types, page templates,
// menu locations and options page. The naming rules below are the bridges' and WPGraphQL's own
// (WPGraphQL 2.20, WPGraphQL for ACF 0.6.2 and 2.7.1), held against a real WordPress in a
// local trial; the recorded introspections are in the shared reference beside the repository.
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import {
  buildSchema,
  isEnumType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  getNamedType,
  type GraphQLSchema,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { schemaSdl } from "../../packages/content-service/src/schema-sdl.ts";
import {
  brandCategories,
  committeeRoles,
  eventTypes,
  personGroups,
  reportKinds,
} from "../../packages/content-service/src/content/custom-post-types.ts";
import { introspectedWordPress, PLUGINS_INTROSPECTION } from "../wordpress/wordpress-schema.ts";

const PLUGIN = path.resolve(import.meta.dirname, "../../packages/wordpress-plugin");
const ACF_JSON = path.join(PLUGIN, "acf-json");
/** The same WordPress with WPGraphQL for ACF 2.7.1 in place of 0.6.2. */
const ACF_2_INTROSPECTION = path.join(
  path.dirname(PLUGINS_INTROSPECTION),
  "wpgraphql-2.20-acf-2.7.introspection.json",
);

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

/** ACF's field types (Secure Custom Fields 6.4 registers these, PRO's included). */
const ACF_FIELD_TYPES = new Set([
  ...["text", "textarea", "number", "range", "email", "url", "password", "image", "file"],
  ...["wysiwyg", "oembed", "gallery", "select", "checkbox", "radio", "button_group"],
  ...["true_false", "link", "post_object", "page_link", "relationship", "taxonomy", "user"],
  ...["google_map", "date_picker", "date_time_picker", "time_picker", "color_picker"],
  ...["message", "accordion", "tab", "group", "repeater", "flexible_content", "clone"],
]);

// --- How the bridges name things (the trial held these against a real WordPress) -----------

const ucfirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lcfirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** WPGraphQL for ACF 0.6's camel_case: the words lower-cased, then joined (callSign: callsign). */
const legacyCamelCase = (name: string) =>
  lcfirst(
    name
      .replace(/[^a-z0-9]+/gi, " ")
      .trim()
      .toLowerCase()
      .split(" ")
      .map(ucfirst)
      .join(""),
  );

/** WPGraphQL's Utils::format_field_name and format_type_name. */
function formatFieldName(name: string): string {
  let s = name.replace(/[^a-zA-Z0-9 -]/g, "_");
  for (const separator of ["_", "-"]) s = lcfirst(s.split(separator).map(ucfirst).join(" "));
  return lcfirst(s.split(" ").map(ucfirst).join(""));
}
const formatTypeName = (name: string) => ucfirst(formatFieldName(name));
/** WPGraphQL for ACF 2.x's type name of a group or layout. */
const groupTypeName = (name: string) => formatTypeName(name.replace(/[\W_]+/g, " "));

/** Types, unions and where each group attaches, as a bridge puts them in the schema. */
interface AcfSchema {
  objects: Map<string, Record<string, string>>;
  /** Unions (0.6) or layout interfaces (2.x), with their members. */
  abstracts: Map<string, string[]>;
  roots: { on: string; field: string; type: string }[];
}

const SCALARS: Record<string, string> = {
  ...Object.fromEntries(
    ["text", "textarea", "wysiwyg", "url", "email", "date_picker", "date_time_picker"].map(
      (type) => [type, "String"],
    ),
  ),
  number: "Float",
  true_false: "Boolean",
  link: "AcfLink",
};

/** WPGraphQL for ACF 0.6.2: <Root>_<Groupname>, repeaters <Parent>_<name>, layouts in unions. */
function legacyBridge(fieldGroups: AcfFieldGroup[]): AcfSchema {
  const schema: AcfSchema = { objects: new Map(), abstracts: new Map(), roots: [] };
  const typeOf = (parent: string, field: AcfField): string => {
    if (field.type === "repeater") {
      const type = `${parent}_${legacyCamelCase(field.name)}`;
      addType(type, field.sub_fields!);
      return `[${type}]`;
    }
    if (field.type === "flexible_content") {
      const union = `${parent}_${ucfirst(legacyCamelCase(field.name))}`;
      const members = Object.values(field.layouts!).map((layout) => {
        const type = `${union}_${ucfirst(legacyCamelCase(layout.name))}`;
        addType(type, layout.sub_fields);
        return type;
      });
      schema.abstracts.set(union, members);
      return `[${union}]`;
    }
    if (field.type === "select") return field.multiple ? "[String]" : "String";
    if (field.type === "image" || field.type === "file") return "MediaItem";
    return SCALARS[field.type]!;
  };
  const addType = (type: string, fields: AcfField[]) => {
    const shape: Record<string, string> = { fieldGroupName: "String" };
    for (const field of fields) shape[field.graphql_field_name] = typeOf(type, field);
    schema.objects.set(type, shape);
  };
  for (const fieldGroup of fieldGroups) {
    for (const root of fieldGroup.graphql_types) {
      const type = `${root}_${ucfirst(legacyCamelCase(fieldGroup.graphql_field_name))}`;
      addType(type, fieldGroup.fields);
      schema.roots.push({ on: root, field: fieldGroup.graphql_field_name, type });
    }
  }
  return schema;
}

/** WPGraphQL for ACF 2.x: PersonFields, PersonFieldsCommittees, PageBuilderBlocksCardGridLayout. */
function modernBridge(fieldGroups: AcfFieldGroup[]): AcfSchema {
  const schema: AcfSchema = { objects: new Map(), abstracts: new Map(), roots: [] };
  const typeOf = (parentChain: string, field: AcfField): string => {
    const prefix = formatTypeName(`${parentChain} ${field.graphql_field_name}`);
    if (field.type === "repeater") {
      addType(prefix, field.sub_fields!, parentChain);
      return `[${prefix}]`;
    }
    if (field.type === "flexible_content") {
      const members = Object.values(field.layouts!).map((layout) => {
        const type = `${formatTypeName(`${prefix} ${groupTypeName(layout.name)}`)}Layout`;
        // A layout's fields name their types after the flexible field, not the layout.
        addType(type, layout.sub_fields, prefix);
        return type;
      });
      schema.abstracts.set(`${prefix}_Layout`, members);
      return `[${prefix}_Layout]`;
    }
    if (field.type === "select") return "[String]";
    if (field.type === "image" || field.type === "file") return "AcfMediaItemConnectionEdge";
    return SCALARS[field.type]!;
  };
  const addType = (type: string, fields: AcfField[], parentChain: string) => {
    const shape: Record<string, string> = { fieldGroupName: "String" };
    for (const field of fields) shape[field.graphql_field_name] = typeOf(parentChain, field);
    schema.objects.set(type, shape);
  };
  for (const fieldGroup of fieldGroups) {
    const type = groupTypeName(fieldGroup.graphql_field_name);
    addType(type, fieldGroup.fields, type);
    for (const root of fieldGroup.graphql_types) {
      schema.roots.push({ on: root, field: fieldGroup.graphql_field_name, type });
    }
  }
  return schema;
}

// --- Reading schemas ------------------------------------------------------------------------

const standIn = buildSchema(schemaSdl());

/** A type's fields, name => printed type, or undefined where the schema has no such type. */
function fieldsOf(schema: GraphQLSchema, name: string): Record<string, string> | undefined {
  const type = schema.getType(name);
  if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
  return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, String(f.type)]));
}

function membersOf(schema: GraphQLSchema, name: string): string[] | undefined {
  const type = schema.getType(name);
  if (isUnionType(type)) return type.getTypes().map((t) => t.name);
  if (isInterfaceType(type)) return schema.getPossibleTypes(type).map((t) => t.name);
  return undefined;
}

/** The bridge's schema, compared type by type with a real or stand-in schema: what differs. */
function differences(acf: AcfSchema, schema: GraphQLSchema, ignore: (f: string) => boolean) {
  const found: string[] = [];
  for (const [name, shape] of acf.objects) {
    const actual = fieldsOf(schema, name);
    if (!actual) found.push(`${name}: not in the schema`);
    else {
      const strip = (fields: Record<string, string>) =>
        Object.fromEntries(Object.entries(fields).filter(([field]) => !ignore(field)));
      if (JSON.stringify(sorted(strip(shape))) !== JSON.stringify(sorted(strip(actual)))) {
        found.push(
          `${name}: ${JSON.stringify(sorted(shape))} vs ${JSON.stringify(sorted(actual))}`,
        );
      }
    }
  }
  for (const [name, members] of acf.abstracts) {
    const actual = membersOf(schema, name);
    if (!actual || [...actual].sort().join() !== [...members].sort().join()) {
      found.push(`${name}: members ${members.join()} vs ${actual?.join() ?? "none"}`);
    }
  }
  for (const root of acf.roots) {
    const actual = fieldsOf(schema, root.on)?.[root.field];
    if (actual !== root.type) found.push(`${root.on}.${root.field}: ${root.type} vs ${actual}`);
  }
  return found;
}

const sorted = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));

/** The stand-in's types under each group's field: object and union types, shared ones aside. */
function standInTypesUnder(roots: AcfSchema["roots"]): Set<string> {
  const shared = new Set(["MediaItem", "AcfLink"]);
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || shared.has(name)) return;
    const type = standIn.getType(name);
    if (isUnionType(type)) {
      seen.add(name);
      type.getTypes().forEach((member) => visit(member.name));
    } else if (isObjectType(type)) {
      seen.add(name);
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type).name);
    }
  };
  for (const root of roots) {
    const field = fieldsOf(standIn, root.on)?.[root.field];
    if (field) visit(field.replace(/[[\]!]/g, ""));
  }
  return seen;
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
        // snake_case: WPGraphQL for ACF 0.6 lower-cases camelCase names (callSign: callsign).
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
      // Both bridges: 0.6 and 2.x read show_in_graphql, graphql_field_name and graphql_types.
      expect(fieldGroup).toMatchObject({
        show_in_graphql: 1,
        graphql_field_name: expect.stringMatching(/^[a-z][a-zA-Z0-9]*$/),
        map_graphql_types_from_location_rules: 0,
      });
      expect(fieldGroup.graphql_types).toHaveLength(1);
    }
    for (const field of fieldsOfAllGroups) {
      expect(field.show_in_graphql).toBe(1);
      expect(field.graphql_field_name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      // The name the site queries is the ACF name in camelCase.
      expect(field.graphql_field_name).toBe(
        field.name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      );
      // 2.x: nullable, as the site's types are (an empty field is null, not an error).
      expect(field.graphql_non_null ?? 0).toBe(0);
    }
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
          // One value, as a string: 0.6 returns the value (2.x wraps it in a list).
          expect({ ...settings, multiple: field.multiple }).toEqual({
            type: "select",
            return_format: "value",
            multiple: 0,
          });
          break;
        case "date_picker":
          expect(settings.return_format).toBe("Y-m-d");
          break;
        case "date_time_picker":
          expect(settings.return_format).toBe("Y-m-d H:i:s");
          break;
        case "image":
        case "file":
          // Both bridges load the media item by its id; 2.x cannot from a URL.
          expect(["id", "array"]).toContain(settings.return_format);
          break;
        case "link":
          // AcfLink { url title target } reads ACF's array.
          expect(settings.return_format).toBe("array");
          break;
        case "textarea":
          // Plain sentences: no <p> or <br> added.
          expect(field.new_lines).toBe("");
          break;
      }
    }
  });

  it("name every ACF type and field the stand-in declares, as WPGraphQL for ACF 0.6 does", () => {
    const legacy = legacyBridge(groups);
    // The stand-in leaves fieldGroupName out of the options page's groups; WordPress has it.
    const declaresFieldGroupName = (type: string) =>
      "fieldGroupName" in (fieldsOf(standIn, type) ?? {});
    const found = differences(legacy, standIn, (field) => field === "fieldGroupName");
    expect(found).toEqual([]);
    for (const type of legacy.objects.keys()) {
      if (!type.startsWith("SiteOptions_")) expect(declaresFieldGroupName(type)).toBe(true);
    }
    // And nothing the stand-in declares under the groups' fields is missing from them.
    expect([...standInTypesUnder(legacy.roots)].sort()).toEqual(
      [...legacy.objects.keys(), ...legacy.abstracts.keys()].sort(),
    );
  });

  it("are the recorded WordPress's types with WPGraphQL for ACF 0.6.2", () => {
    expect(differences(legacyBridge(groups), introspectedWordPress(), () => false)).toEqual([]);
  });

  it("are the recorded WordPress's types with WPGraphQL for ACF 2.7.1", () => {
    const modern = modernBridge(groups);
    expect(differences(modern, introspectedWordPress(ACF_2_INTROSPECTION), () => false)).toEqual(
      [],
    );
    // 2.x names a layout's repeaters after the flexible field alone: they must not collide.
    expect(new Set(modern.objects.keys()).size).toBe(modern.objects.size);
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
    expect(
      Object.keys(registered.nav_menus)
        .map((l) => l.toUpperCase())
        .sort(),
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
    // The root field both bridges name from graphql_field_name is the stand-in's.
    expect(fieldsOf(standIn, "RootQuery")!.siteOptions).toBe("SiteOptions");
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
