// One lint setup for every package: TypeScript rules everywhere, React and Next rules for the site.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The site's server code, whose folders are layered (see the no-restricted-paths zones). */
const SITE_LIB = "packages/web/lib";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      "**/.open-next/**",
      "**/.sst/**",
      "**/next-env.d.ts",
      "**/sst-env.d.ts",
      "packages/web/lib/graphql/generated/**",
      "test-results/**",
      "playwright-report/**",
      "audit-report/**",
      // Git-ignored: the benchmark's builds and anyone's scratch files.
      "**/.bench/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Package boundaries. Imports resolve as tsc resolves them: each file by the tsconfig that
    // includes it (the site's own for packages/web, with its @/ and workspace paths).
    plugins: { "import-x": importX },
    settings: {
      // The plugin's TypeScript settings (which files it parses to follow their imports),
      // with the resolver below instead of its default.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.json", "packages/web/tsconfig.json"],
          // Two projects on purpose: the site has its own compiler settings.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle leaves some module reading another's exports before they exist. The rule
      // applies to every linted file (packages, scripts, tests, stacks), as this block names
      // no `files`. Type-only imports are skipped (the rule's default): verbatimModuleSyntax
      // erases them, so they cannot form a cycle at run time. Installed packages cannot import ours back, so the
      // search stays in the repository's files (workspaces resolve to their own folders).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Another package is reached by its name (@corus/site-rules/..., @corus/web/...),
      // never by a path into its folder: what it shares is what its name resolves to.
      "import-x/no-relative-packages": "error",
    },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    ignores: ["packages/web/test/**", "**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // Test material (packages/web/test) stays out of what the site ships: only tests
            // import it.
            { target: "packages/web", from: "packages/web/test" },
            // The server's layers, by folder (no-cycle sees files only, and skips types; no circle
            // between folders is tests/architecture/folder-circles.test.ts's):
            // storage under everything, then security and the CMS, then publishing and
            // previews, which use the CMS and storage and not each other.
            {
              target: `${SITE_LIB}/storage`,
              from: SITE_LIB,
              except: ["./storage"],
              message: "Shared storage knows nothing of what it stores.",
            },
            {
              target: [`${SITE_LIB}/security`, `${SITE_LIB}/cms`],
              from: [`${SITE_LIB}/publish`, `${SITE_LIB}/preview`],
              message: "Publishing and previews build on the CMS, never the reverse.",
            },
            {
              target: `${SITE_LIB}/security`,
              from: `${SITE_LIB}/cms`,
              message: "The security policies read no CMS.",
            },
            {
              target: `${SITE_LIB}/publish`,
              from: `${SITE_LIB}/preview`,
              message: "Publishing and previews share only the CMS and storage.",
            },
            {
              target: `${SITE_LIB}/preview`,
              from: `${SITE_LIB}/publish`,
              message: "Publishing and previews share only the CMS and storage.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    settings: { next: { rootDir: "packages/web" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      // CMS images come from any WordPress host at their own sizes; next/image's optimizer
      // would need every CMS host listed at build time.
      "@next/next/no-img-element": "off",
    },
  },
  {
    // The WordPress plugin's scripts: plain browser scripts on WordPress's own globals (wp), no build.
    files: ["packages/wordpress-plugin/**/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },
  {
    // In tests a failed assertion is the clearer message; `!` after a checked lookup is fine.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
