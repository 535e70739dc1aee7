// ESLint flat config: typescript-eslint (type-aware), React hooks, accessibility
// of JSX (jsx-a11y), import hygiene (eslint-plugin-import); Prettier owns the formatting.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import importPlugin from "eslint-plugin-import"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      // wrangler pages dev (npm start, the browser tests): its local state and bundles.
      ".wrangler/",
      "node_modules/",
      "bench/tmp/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
      "static/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ["*.mjs", "*.js", "scripts/*.mjs", "plugins/*/*.js"] } },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, import: importPlugin },
    // Resolves .ts/.tsx imports with Node's resolver (eslint-plugin-import's TypeScript preset).
    settings: { ...importPlugin.flatConfigs.typescript.settings, react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs["recommended-latest"].rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      // Emotion's css prop; and HTML attributes React 18 only passes through when lowercase
      // (src/types/react-html-attributes.d.ts): its camelCase spellings are React 19's.
      "react/no-unknown-property": ["error", { ignore: ["css", "fetchpriority", "popover", "popovertarget"] }],
      "import/no-duplicates": "error",
      "import/first": "error",
      "import/newline-after-import": "error",
      "import/no-self-import": "error",
      "import/no-useless-path-segments": "error",
      "import/no-cycle": "error",
      "import/no-mutable-exports": "error",
      // `typeof import("…")` stays allowed: tests load modules in isolation with it.
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      // `onClick={() => setOpen(true)}` is idiomatic React; a void in other places is still reported.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      "no-console": "off",
    },
  },
  {
    // In a test, a missing box or entry should fail loudly at the assertion that needs it.
    files: ["e2e/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Plain JS and ESM scripts run in Node without type information.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.cjs", "jest-preprocess.js", "jest.config.js", "__mocks__/**/*.js", "plugins/*/index.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
)
