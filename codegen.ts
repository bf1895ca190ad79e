// GraphQL Code Generator: typed documents for every query the site sends, and the possible
// types behind each interface and union for Apollo's cache, from the content service's schema
// (WPGraphQL's core plus one file per project extension). `npm run codegen` writes
// packages/web/lib/graphql/generated/ (committed); `npm run lint` fails when it is stale.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "packages/content-service/src/schema/*.graphql",
  documents: [
    "packages/web/{components,lib,pages,templates}/**/*.{ts,tsx}",
    "!packages/web/**/*.test.{ts,tsx}",
    "!packages/web/lib/graphql/generated/**",
    // The redirection lookup is shared with the edge handler, which sends it without Apollo.
    "packages/site-rules/src/lookup.ts",
  ],
  ignoreNoDocuments: false,
  generates: {
    "packages/web/lib/graphql/generated/": {
      preset: "client",
      presetConfig: {
        // The site reads query results as plain data; masking would need unmask calls everywhere.
        fragmentMasking: false,
      },
      config: {
        // Precompiled document ASTs and type-only imports: nothing parses GraphQL at run time,
        // and the generated types cost the browser bundle nothing.
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
      },
    },
    // Apollo's cache matches a fragment on an interface or union only through possibleTypes.
    "packages/web/lib/graphql/generated/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { apolloClientVersion: 3, module: "es2015", deterministic: true },
    },
  },
};

export default config;
