import { builtinModules } from "node:module"
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import importPlugin from "eslint-plugin-import"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

// Imports run one way (bulletproof-react's model): each layer imports only those before it; nothing imports a plugin.
const LAYERS = ["lib", "theme", "content-model", "ui", "features", "sections", "pages"].map(dir => `./src/${dir}`)
const BOUNDARIES = [
  ...LAYERS.slice(0, -1).map((target, index) => {
    const from = LAYERS.slice(index + 1)
    const message = `${target.slice(2)} sits below ${from.map(dir => dir.slice(2)).join(", ")}: pass what it needs in, or move the code down.`
    return { target, from, message }
  }),
  {
    target: ["./src", "./functions", "./gatsby-browser.tsx", "./gatsby-ssr.tsx", "./gatsby-config.ts"],
    from: "./plugins",
    message: "Build plugins sit above the site: move what both need into src/content-model or src/lib.",
  },
]

const NODE_ONLY = "Browser code may not import Node's modules: move the code into a build plugin."

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".wrangler/",
      "bench/tmp/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
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
    // The import rules read no package (none imports the project back), so import/no-cycle parses none.
    settings: {
      ...importPlugin.flatConfigs.typescript.settings,
      "import/ignore": ["node_modules"],
      react: { version: "18.3" },
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs["recommended-latest"].rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      // Emotion's css prop, and the lowercase attributes of src/types/react-html-attributes.d.ts.
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
    files: ["src/**/*.{ts,tsx}", "functions/**/*.ts", "gatsby-*.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { zones: BOUNDARIES }] },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...builtinModules.map(name => ({ name, message: NODE_ONLY })),
            {
              name: "gatsby-plugin-image",
              allowTypeImports: true,
              message:
                'Use src/ui/Picture: gatsby-plugin-image\'s components fetch react-dom/server in the browser (docs/performance.md, "Images and video").',
            },
          ],
          patterns: [{ group: ["node:*"], message: NODE_ONLY }],
        },
      ],
    },
  },
  {
    // In a test, a missing box or entry should fail loudly at the assertion that needs it.
    files: ["e2e/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["jest.config.js", "__mocks__/**/*.js", "plugins/*/index.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
)
