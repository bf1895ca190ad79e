// One lint setup for every package: TypeScript rules everywhere, React and Next rules for the site.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // In tests a failed assertion is the clearer message; `!` after a checked lookup is fine.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
