// What WPGraphQL generates for what the project's extension files add, so that mistakes in
// them are caught too (the faithfulness check takes them as given). A registered post type
// gets the shapes a core post type has in the real introspection, renamed: its root fields'
// arguments, its id type, its connection types and where-arguments, and the interfaces its
// supports imply (WPGraphQL's Registry/Utils/PostObject.php and RootQuery.php). A page
// template is shaped like WordPress's DefaultTemplate. A field an extension type shares with
// a core interface or a core post type has core's type and arguments.
import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql";

/** Interfaces WPGraphQL gives every post type. */
const ALWAYS = ["Node", "ContentNode", "DatabaseIdentifier", "NodeWithTemplate"];
/** The where-arguments of a connection to many post types: those every post type has. */
const CONTENT_NODES_WHERE = "RootQueryToContentNodeConnectionWhereArgs";
/** Core post types: what a registered post type's fields are modelled on. */
const CORE_POST_TYPES = ["Post", "Page", "MediaItem"];

const lcfirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const defaultOf = (value: GraphQLArgument | GraphQLInputField) =>
  value.defaultValue === undefined
    ? "no default"
    : `default ${print(astFromValue(value.defaultValue, value.type)!)}`;

const describeValues = (values: readonly (GraphQLArgument | GraphQLInputField)[]) =>
  values.map((value) => `${value.name}: ${String(value.type)} (${defaultOf(value)})`).sort();

/** Type names WPGraphQL generates for a post type, from its GraphQL type name. */
const generatedNames = (type: string) => ({
  type,
  idType: `${type}IdType`,
  connection: `RootQueryTo${type}Connection`,
  edge: `RootQueryTo${type}ConnectionEdge`,
  pageInfo: `RootQueryTo${type}ConnectionPageInfo`,
  where: `RootQueryTo${type}ConnectionWhereArgs`,
  connectionInterface: `${type}Connection`,
  edgeInterface: `${type}ConnectionEdge`,
  pageInfoInterface: `${type}ConnectionPageInfo`,
});

/** Each violation of WPGraphQL's conventions in what the extensions add to `introspected`. */
export function extensionConventionViolations(
  extended: GraphQLSchema,
  introspected: GraphQLSchema,
): string[] {
  const problems: string[] = [];
  const added = Object.values(extended.getTypeMap()).filter(
    (type) => !type.name.startsWith("__") && !introspected.getType(type.name),
  );
  const addedNames = new Set(added.map((type) => type.name));
  const objects = added.filter(isObjectType);

  for (const type of objects) problems.push(...interfaceFieldProblems(type, introspected));
  for (const type of objects.filter((t) => implementsNamed(t, "ContentNode"))) {
    problems.push(...postTypeProblems(type, extended, introspected, addedNames));
  }
  for (const type of objects.filter((t) => implementsNamed(t, "ContentTemplate"))) {
    problems.push(...templateProblems(type, introspected));
  }
  problems.push(...contentTypeEnumProblems(extended, introspected, objects));
  return [...new Set(problems)];
}

const implementsNamed = (type: GraphQLObjectType | GraphQLInterfaceType, name: string) =>
  type.getInterfaces().some((implemented) => implemented.name === name);

/** A field also declared by a core interface the type implements has the interface's shape. */
function interfaceFieldProblems(type: GraphQLObjectType, introspected: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const implemented of type.getInterfaces()) {
    const core = introspected.getType(implemented.name);
    if (!isInterfaceType(core)) continue;
    for (const field of Object.values(type.getFields())) {
      const coreField = core.getFields()[field.name];
      if (coreField) problems.push(...fieldShapeProblems(type.name, field, coreField));
    }
  }
  return problems;
}

function fieldShapeProblems(
  owner: string,
  field: GraphQLField<unknown, unknown>,
  core: GraphQLField<unknown, unknown>,
  rename: (typeName: string) => string = (name) => name,
): string[] {
  const where = `${owner}.${field.name}`;
  const problems: string[] = [];
  const expectedType = rename(String(core.type));
  if (String(field.type) !== expectedType) {
    problems.push(`${where}: ${String(field.type)} here, WPGraphQL generates ${expectedType}`);
  }
  const ours = describeValues(field.args);
  const theirs = describeValues(core.args).map(rename);
  if (ours.join(", ") !== theirs.join(", ")) {
    problems.push(`${where}: arguments (${ours.join(", ")}), WPGraphQL has (${theirs.join(", ")})`);
  }
  return problems;
}

/** A post type as WPGraphQL would register it, beside the core post type it is modelled on. */
interface PostTypeShape {
  type: GraphQLObjectType;
  /** The core post type's name for the same thing: Page for a hierarchical type, else Post. */
  model: "Post" | "Page";
  ours: ReturnType<typeof generatedNames>;
  theirs: ReturnType<typeof generatedNames>;
  /** A core type reference (`[RootQueryToPostConnectionEdge!]!`) as it reads for this type. */
  rename: (reference: string) => string;
  interfaces: string[];
  extended: GraphQLSchema;
  introspected: GraphQLSchema;
}

function postTypeProblems(
  type: GraphQLObjectType,
  extended: GraphQLSchema,
  introspected: GraphQLSchema,
  addedNames: Set<string>,
): string[] {
  const model = implementsNamed(type, "HierarchicalContentNode") ? "Page" : "Post";
  const ours = generatedNames(type.name);
  const theirs = generatedNames(model);
  const renames = new Map(
    Object.entries(theirs).map(([key, name]) => [name, ours[key as keyof typeof ours]]),
  );
  const shape: PostTypeShape = {
    type,
    model,
    ours,
    theirs,
    rename: (reference) =>
      reference.replace(/[_A-Za-z][_0-9A-Za-z]*/g, (name) => renames.get(name) ?? name),
    interfaces: type.getInterfaces().map((implemented) => implemented.name),
    extended,
    introspected,
  };
  return [
    ...interfaceProblems(shape),
    ...ownFieldProblems(shape, addedNames),
    ...rootFieldProblems(shape),
    ...idTypeProblems(shape),
    ...connectionProblems(shape),
    ...whereArgumentProblems(shape),
  ];
}

/** The interfaces every post type has, the ones its supports imply, and no others. */
function interfaceProblems({ type, interfaces, introspected }: PostTypeShape): string[] {
  const problems: string[] = [];
  const possible = new Set(
    CORE_POST_TYPES.flatMap((name) =>
      (introspected.getType(name) as GraphQLObjectType).getInterfaces().map((i) => i.name),
    ),
  );
  for (const name of ALWAYS.filter((name) => !interfaces.includes(name))) {
    problems.push(`${type.name}: WPGraphQL makes every post type a ${name}, it is not here`);
  }
  if (interfaces.includes("UniformResourceIdentifiable") && !interfaces.includes("Previewable")) {
    problems.push(`${type.name}: a public post type is Previewable in WPGraphQL, it is not here`);
  }
  for (const name of interfaces.filter((name) => !possible.has(name))) {
    problems.push(`${type.name}: implements ${name}, which WPGraphQL gives no post type`);
  }
  const fieldsOf = (name: string) =>
    Object.keys((introspected.getType(name) as GraphQLInterfaceType).getFields());
  const alwaysFields = new Set([...ALWAYS, "UniformResourceIdentifiable"].flatMap(fieldsOf));
  const fields = type.getFields();
  for (const name of possible) {
    const declared = fieldsOf(name).filter((field) => !alwaysFields.has(field) && fields[field]);
    if (declared.length > 0 && !interfaces.includes(name)) {
      problems.push(
        `${type.name}: has ${declared.join(", ")} without ${name}, the interface WPGraphQL adds them with`,
      );
    }
  }
  return problems;
}

/** Fields of a core post type keep its shape; the others are the deprecated id or ACF's. */
function ownFieldProblems(
  { type, model, rename, introspected }: PostTypeShape,
  addedNames: Set<string>,
): string[] {
  const problems: string[] = [];
  for (const field of Object.values(type.getFields())) {
    const core = [model, ...CORE_POST_TYPES]
      .map((name) => (introspected.getType(name) as GraphQLObjectType).getFields()[field.name])
      .find(Boolean);
    if (core) {
      problems.push(...fieldShapeProblems(type.name, field, core, rename));
    } else if (field.name === `${lcfirst(type.name)}Id`) {
      if (String(field.type) !== "Int!") {
        problems.push(`${type.name}.${field.name}: ${String(field.type)} here, WPGraphQL has Int!`);
      }
    } else if (!addedNames.has(String(field.type).replace(/[[\]!]/g, ""))) {
      problems.push(`${type.name}.${field.name}: not a field WPGraphQL gives post types`);
    }
  }
  return problems;
}

/** The single-node field and the connection take the core post type's arguments. */
function rootFieldProblems(shape: PostTypeShape): string[] {
  const { type, model, ours, theirs, rename, extended, introspected } = shape;
  const problems: string[] = [];
  const rootQuery = extended.getQueryType()!.getFields();
  const coreRoot = introspected.getQueryType()!.getFields();
  const single = rootQuery[lcfirst(type.name)];
  if (!single || String(single.type) !== type.name) {
    problems.push(
      `RootQuery.${lcfirst(type.name)}: WPGraphQL's single ${type.name} field is missing`,
    );
  } else {
    problems.push(...fieldShapeProblems("RootQuery", single, coreRoot[lcfirst(model)]!, rename));
  }
  const plural = Object.values(rootQuery).filter((field) => String(field.type) === ours.connection);
  const corePlural = Object.values(coreRoot).find(
    (field) => String(field.type) === theirs.connection,
  )!;
  if (plural.length !== 1) {
    problems.push(
      `RootQuery: one field of type ${ours.connection} expected, ${plural.length} here`,
    );
  } else {
    problems.push(...fieldShapeProblems("RootQuery", plural[0]!, corePlural, rename));
  }
  return problems;
}

/** The id type lists the same ways to identify a node as the core post type's. */
function idTypeProblems({ ours, theirs, extended, introspected }: PostTypeShape): string[] {
  const idType = extended.getType(ours.idType);
  const coreIdType = introspected.getType(theirs.idType);
  if (!isEnumType(idType) || !isEnumType(coreIdType)) return [`${ours.idType}: missing`];
  const values = idType.getValues().map((value) => value.name);
  const coreValues = coreIdType.getValues().map((value) => value.name);
  return values.sort().join(" ") === coreValues.sort().join(" ")
    ? []
    : [`${ours.idType}: ${values.join(" ")} here, WPGraphQL has ${coreValues.join(" ")}`];
}

/** Connection, edge and page info: the core post type's fields, renamed. */
function connectionProblems(shape: PostTypeShape): string[] {
  const { ours, theirs, rename, extended, introspected } = shape;
  const problems: string[] = [];
  for (const key of ["connection", "edge", "pageInfo"] as const) {
    const connectionType = extended.getType(ours[key]);
    const coreType = introspected.getType(theirs[key]) as GraphQLObjectType;
    if (!isObjectType(connectionType)) {
      problems.push(`${ours[key]}: missing`);
      continue;
    }
    const coreFields = coreType.getFields();
    for (const field of Object.values(connectionType.getFields())) {
      const core = coreFields[field.name];
      if (!core) problems.push(`${ours[key]}.${field.name}: not in WPGraphQL's ${theirs[key]}`);
      else problems.push(...fieldShapeProblems(ours[key], field, core, rename));
    }
    const coreInterfaces = coreType.getInterfaces().map((i) => rename(i.name));
    for (const implemented of connectionType.getInterfaces()) {
      if (!coreInterfaces.includes(implemented.name)) {
        problems.push(`${ours[key]}: implements ${implemented.name}, WPGraphQL's does not`);
      }
    }
  }
  return problems;
}

/**
 * Where-arguments: those of every post type (contentNodes' least common denominator), and
 * the author's and taxonomies' only where the type has authors, categories or tags.
 */
function whereArgumentProblems(shape: PostTypeShape): string[] {
  const { type, ours, interfaces, extended, introspected } = shape;
  const where = extended.getType(ours.where);
  if (!isInputObjectType(where)) return [`${ours.where}: missing`];
  const inputFields = (name: string) =>
    (introspected.getType(name) as GraphQLInputObjectType).getFields();
  const allowed: Record<string, GraphQLInputField> = { ...inputFields(CONTENT_NODES_WHERE) };
  delete allowed["contentTypes"];
  const fields = type.getFields();
  const optional = [
    [interfaces.includes("NodeWithAuthor"), /^author/],
    [Boolean(fields["categories"]), /^category/],
    [Boolean(fields["tags"]), /^tag/],
  ] as const;
  for (const [name, field] of Object.entries(inputFields(generatedNames("Post").where))) {
    if (optional.some(([present, pattern]) => present && pattern.test(name))) allowed[name] = field;
  }
  const problems: string[] = [];
  for (const field of Object.values(where.getFields())) {
    const core = allowed[field.name];
    if (!core) {
      problems.push(`${ours.where}.${field.name}: WPGraphQL gives ${type.name} no such argument`);
    } else if (String(field.type) !== String(core.type) || defaultOf(field) !== defaultOf(core)) {
      problems.push(
        `${ours.where}.${field.name}: ${String(field.type)} (${defaultOf(field)}) here, ` +
          `WPGraphQL has ${String(core.type)} (${defaultOf(core)})`,
      );
    }
  }
  return problems;
}

/** A page template is a ContentTemplate with WordPress's DefaultTemplate's fields. */
function templateProblems(type: GraphQLObjectType, introspected: GraphQLSchema): string[] {
  const problems: string[] = [];
  if (!/^Template_[A-Za-z0-9]+$/.test(type.name)) {
    problems.push(`${type.name}: WPGraphQL names a page template's type Template_<Name>`);
  }
  const model = introspected.getType("DefaultTemplate") as GraphQLObjectType;
  const shape = (t: GraphQLObjectType) =>
    [
      ...t.getInterfaces().map((i) => `implements ${i.name}`),
      ...Object.values(t.getFields()).map((f) => `${f.name}: ${String(f.type)}`),
    ].sort();
  if (shape(type).join(", ") !== shape(model).join(", ")) {
    problems.push(
      `${type.name}: (${shape(type).join(", ")}), WPGraphQL's templates have (${shape(model).join(", ")})`,
    );
  }
  return problems;
}

/** Each registered post type adds one value to ContentTypeEnum: its name, upper case. */
function contentTypeEnumProblems(
  extended: GraphQLSchema,
  introspected: GraphQLSchema,
  objects: GraphQLObjectType[],
): string[] {
  const enumType = extended.getType("ContentTypeEnum");
  const coreEnum = introspected.getType("ContentTypeEnum");
  if (!isEnumType(enumType) || !isEnumType(coreEnum)) return ["ContentTypeEnum: missing"];
  const addedValues = enumType
    .getValues()
    .map((value) => value.name)
    .filter((name) => !coreEnum.getValue(name));
  const postTypes = objects.filter((type) => implementsNamed(type, "ContentNode"));
  const problems = addedValues
    .filter((name) => !/^[A-Z][A-Z0-9_]*$/.test(name))
    .map((name) => `ContentTypeEnum.${name}: WPGraphQL's values are post type names, upper case`);
  if (addedValues.length !== postTypes.length) {
    problems.push(
      `ContentTypeEnum: ${addedValues.length} values added for ${postTypes.length} post types`,
    );
  }
  return problems;
}
