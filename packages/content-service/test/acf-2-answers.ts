// An answer recorded with WPGraphQL for ACF 0.6.2, translated into the answer WPGraphQL for ACF
// 2.7.1 gives for the same content. It follows the measured differences of the reference's
// README.md, section "WPGraphQL for ACF 2.x (the maintained bridge), same field groups"
// (tests/reference/wordpress-6.1-wpgraphql-2.20/ in the repository), and nothing else:
// - an ACF `__typename` is renamed by the table's rows (ACF_2_TYPENAMES);
// - an image or file field's value, a MediaItem in 0.6.2, becomes the one edge of a one-to-one
//   connection, `{ node: <the media item> }` (its `__typename`, where asked, is
//   AcfMediaItemConnectionEdge); a MediaItem that already is the `node` of a core connection
//   (a featured image) is left as it is, and an unset image stays null;
// - a select field's value becomes a one-item list ("executive" -> ["executive"]);
// - an unset true/false field's null becomes false;
// - dates stay strings (only their text changes, which a comparison of shapes does not see).
// Which fields are image or file, select or true/false fields is read from the 2.7.1 schema
// along the operation the answer is for: a field of type AcfMediaItemConnectionEdge, and a
// field of an ACF field group type (one implementing AcfFieldGroup) typed [String] or Boolean.
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  isUnionType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLCompositeType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
} from "graphql";
import type { Json } from "./answer-shapes.ts";

/** The flexible content's layouts, by the name both bridges build their type names from. */
const LAYOUTS = [
  "RichText",
  "CardGrid",
  "Statistics",
  "Accordion",
  "DocumentList",
  "Contact",
  "CallToAction",
  "Timeline",
  "DividendRates",
  "KeyFacts",
  "AnalystCoverage",
];

/** The README table's type names: 0.6.2's name -> 2.7.1's. */
export const ACF_2_TYPENAMES: Readonly<Record<string, string>> = {
  SiteOptions_Headeroptions: "HeaderOptions",
  SiteOptions_Footeroptions: "FooterOptions",
  SiteOptions_Socialiconsoptions: "SocialIconsOptions",
  SiteOptions_Globalformoptions: "GlobalFormOptions",
  SiteOptions_Siteiconoptions: "SiteIconOptions",
  SiteOptions_Socialiconsoptions_socialIcons: "SocialIconsOptionsSocialIcons",
  Page_Pagebuilder: "PageBuilder",
  ...Object.fromEntries(
    LAYOUTS.map((layout) => [
      `Page_Pagebuilder_Blocks_${layout}`,
      `PageBuilderBlocks${layout}Layout`,
    ]),
  ),
  Page_Pagebuilder_Blocks_CardGrid_cards: "PageBuilderBlocksCards",
  Page_Pagebuilder_Blocks_Statistics_statistics: "PageBuilderBlocksStatistics",
  Page_Pagebuilder_Blocks_Accordion_items: "PageBuilderBlocksItems",
  Page_Pagebuilder_Blocks_DocumentList_documents: "PageBuilderBlocksDocuments",
  Page_Pagebuilder_Blocks_Timeline_steps: "PageBuilderBlocksSteps",
  Page_Pagebuilder_Blocks_KeyFacts_facts: "PageBuilderBlocksFacts",
  Page_Pagebuilder_Blocks_AnalystCoverage_analysts: "PageBuilderBlocksAnalysts",
  Person_Personfields: "PersonFields",
  Person_Personfields_committees: "PersonFieldsCommittees",
  Brand_Brandfields: "BrandFields",
  Dividend_Dividendfields: "DividendFields",
  FinancialReport_Financialreportfields: "FinancialReportFields",
  InvestorEvent_Investoreventfields: "InvestorEventFields",
};

/** The type 2.7.1 gives image and file fields. */
const MEDIA_EDGE = "AcfMediaItemConnectionEdge";
/** The interface 2.7.1's ACF field group types (groups, layouts, repeaters) implement. */
const FIELD_GROUP = "AcfFieldGroup";

type JsonObject = { [key: string]: Json };
type Composite = GraphQLObjectType | GraphQLInterfaceType;

const isJsonObject = (value: Json): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * `recorded`, the body of a 0.6.2 answer ({ data, errors }) to `document`, as 2.7.1 answers it;
 * `schema` is 2.7.1's. Keys the document does not ask for (or the schema lacks) are kept as
 * they are: a comparison of the two answers will name them.
 */
export function toAcf2Answer(recorded: Json, document: DocumentNode, schema: GraphQLSchema): Json {
  const operation = document.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root || !isJsonObject(recorded) || !isJsonObject(recorded.data ?? null)) {
    return recorded;
  }
  const fragments = new Map(
    document.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );

  /** Whether a fragment on `condition` applies to an object of `type`. */
  const applies = (condition: string, type: Composite) => {
    const conditionType = schema.getType(condition);
    return (
      condition === type.name ||
      (conditionType !== undefined &&
        isAbstractType(conditionType) &&
        schema.isSubType(conditionType, type))
    );
  };

  /** The selection's fields for an object of `type`, by response key (as graphql-js collects). */
  const collect = (
    type: Composite,
    sets: readonly SelectionSetNode[],
    fields = new Map<string, FieldNode[]>(),
  ) => {
    for (const selection of sets.flatMap((set) => set.selections)) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        fields.set(key, [...(fields.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value;
        if (!condition || applies(condition, type)) collect(type, [selection.selectionSet], fields);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && applies(fragment.typeCondition.name.value, type)) {
          collect(type, [fragment.selectionSet], fields);
        }
      }
    }
    return fields;
  };

  const isFieldGroup = (type: Composite) =>
    type.getInterfaces().some((implemented) => implemented.name === FIELD_GROUP);

  const object = (
    value: JsonObject,
    type: GraphQLCompositeType,
    sets: readonly SelectionSetNode[],
  ) => {
    const typename =
      typeof value.__typename === "string"
        ? (ACF_2_TYPENAMES[value.__typename] ?? value.__typename)
        : undefined;
    const named = typename === undefined ? undefined : schema.getType(typename);
    const runtime = named && isObjectType(named) ? named : type;
    // A union's member it does not name: nothing to read its fields by.
    if (isUnionType(runtime)) return value;
    const fields = collect(runtime, sets);
    const translated: JsonObject = {};
    for (const [key, child] of Object.entries(value)) {
      const nodes = fields.get(key);
      const name = nodes?.[0]?.name.value;
      const field = name === undefined ? undefined : runtime.getFields()[name];
      translated[key] =
        name === "__typename" && typename !== undefined
          ? typename
          : field && nodes
            ? fieldValue(child, field, isFieldGroup(runtime), nodes)
            : child;
    }
    return translated;
  };

  const fieldValue = (
    value: Json,
    field: GraphQLField<unknown, unknown>,
    ofFieldGroup: boolean,
    nodes: FieldNode[],
  ): Json => {
    const type = getNullableType(field.type) as GraphQLType;
    const named = getNamedType(type);
    const sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    if (named.name === MEDIA_EDGE && isObjectType(named) && isJsonObject(value)) {
      // The media item becomes the edge's node. Of the edge's own fields, only __typename is
      // known; its cursor, which 0.6.2 has nothing of, is not made up.
      const edge: JsonObject = {};
      for (const [key, [asked]] of collect(named, sets)) {
        if (asked?.name.value === "node") edge[key] = value;
        if (asked?.name.value === "__typename") edge[key] = MEDIA_EDGE;
      }
      return translatedValue(edge, named, sets);
    }
    if (ofFieldGroup && isListType(type) && named.name === "String" && typeof value === "string") {
      return [value];
    }
    if (ofFieldGroup && named.name === "Boolean" && !isListType(type) && value === null) {
      return false;
    }
    return translatedValue(value, type, sets);
  };

  const translatedValue = (
    value: Json,
    type: GraphQLType,
    sets: readonly SelectionSetNode[],
  ): Json => {
    const nullable = getNullableType(type) as GraphQLType;
    if (Array.isArray(value) && isListType(nullable)) {
      const itemType = nullable.ofType as GraphQLType;
      return value.map((item) => translatedValue(item, itemType, sets));
    }
    const named = getNamedType(nullable);
    if (isJsonObject(value) && isCompositeType(named)) return object(value, named, sets);
    return value;
  };

  return { ...recorded, data: object(recorded.data as JsonObject, root, [operation.selectionSet]) };
}
