import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** The places a GM or ownership check decides by itself rather than naming a role for the policy's table. */
function whoMaySelectors() {
  const deciding = [
    "VariableDeclarator",
    "UnaryExpression",
    // `actor !== null && ports.isOwner(id, actor)` as a role's value is fine; anywhere else it decides.
    "LogicalExpression:not(Property LogicalExpression)",
    "ConditionalExpression",
    "IfStatement",
    "BinaryExpression",
    "ReturnStatement",
    "ArrayExpression",
  ].join(", ");
  const message =
    "Decide who may through the policy's table (src/play/gm/policy.ts: mayAsk / deny with the roles), not by a GM or ownership check.";
  const checks = "/^(isGM|isOwner|testUserPermission|isGMUser|ownsActor)$/";
  return [
    { selector: `:matches(${deciding}, CallExpression) > CallExpression[callee.property.name=${checks}]`, message },
    { selector: `:matches(${deciding}, CallExpression) > CallExpression[callee.name=${checks}]`, message },
    { selector: `:matches(${deciding}) > MemberExpression[property.name=/^(isGM|isOwner)$/]`, message },
  ];
}

const foundryGlobals = ["game", "CONFIG", "foundry", "Roll", "ui", "Hooks", "canvas", "ChatMessage", "Actor", "Item", "CONST"];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "release/",
      ".stryker-tmp/",
      "reports/",
      "node_modules/",
      "screenshots/",
      "bench-results/",
      "packs/**/*.db",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": "allow-with-description", "ts-ignore": true }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-undef": "off",
    },
  },
  {
    // The rules core never touches Foundry: it is pure, deterministic TypeScript.
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...foundryGlobals.map((name) => ({ name, message: "src/rules is Foundry-free: pass data in instead." })),
      ],
    },
  },
  {
    // Who may ask for what is decided by the one table, src/play/gm/policy.ts (issue 28, item 6): a decision
    // reads whether a user is a GM or owns an actor only to build the roles it hands the table (an object's
    // property, `deny("apply", { gm: ports.isGM(id) })`), never to decide by itself (a condition, a variable
    // tested later, an argument standing for a permission).
    files: ["src/play/**/decide*.ts", "src/play/gm/gm-domain.ts", "src/play/gm/router.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...whoMaySelectors()],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs,ts}", "tests/**/*.ts", "*.config.{js,ts}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", Buffer: "readonly" },
    },
  },
);
