// Every GraphQL document the site and the edge handler send, plucked from their source files
// (graphql() and gql calls, /* GraphQL */ strings), each operation with the fragments it uses.
import { CodeFileLoader } from "@graphql-tools/code-file-loader";
import { loadDocuments } from "@graphql-tools/load";
import {
  Kind,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from "graphql";

export const SITE_SOURCES = [
  "packages/web/**/*.{ts,tsx}",
  "packages/edge/src/**/*.ts",
  "packages/site-rules/src/**/*.ts",
  "!**/node_modules/**",
  "!**/.next/**",
  "!**/.open-next/**",
  "!**/*.test.{ts,tsx}",
  // Generated code holds the same documents, precompiled.
  "!packages/web/lib/graphql/generated/**",
];

export interface SentOperation {
  name: string;
  file: string;
  /** The operation and every fragment it spreads, as the client sends it. */
  document: DocumentNode;
}

/** Plucks the documents from `patterns` (globs relative to `cwd`). */
export async function collectOperations(patterns: string[], cwd: string): Promise<SentOperation[]> {
  const sources = await loadDocuments(patterns, {
    cwd,
    loaders: [new CodeFileLoader({ pluckConfig: { globalGqlIdentifierName: ["gql", "graphql"] } })],
  });
  const operations: { node: OperationDefinitionNode; file: string }[] = [];
  const fragments = new Map<string, { node: FragmentDefinitionNode; file: string }>();
  for (const source of sources) {
    const file = source.location ?? "(unknown file)";
    for (const definition of source.document?.definitions ?? []) {
      if (definition.kind === Kind.OPERATION_DEFINITION) {
        operations.push({ node: definition, file });
      } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        const name = definition.name.value;
        const existing = fragments.get(name);
        if (existing && print(existing.node) !== print(definition)) {
          throw new Error(`fragment ${name} is defined twice: in ${existing.file} and ${file}`);
        }
        fragments.set(name, { node: definition, file });
      }
    }
  }
  return operations.map(({ node, file }) => ({
    name: node.name?.value ?? "(anonymous)",
    file,
    document: { kind: Kind.DOCUMENT, definitions: [node, ...fragmentsUsedBy(node, fragments)] },
  }));
}

function fragmentsUsedBy(
  root: DefinitionNode,
  fragments: Map<string, { node: FragmentDefinitionNode }>,
): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: DefinitionNode[] = [root];
  while (pending.length > 0) {
    visit(pending.pop()!, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name)?.node;
        if (fragment && !used.has(name)) {
          used.set(name, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [...used.values()];
}
