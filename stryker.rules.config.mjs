// `npm run mutation`: mutation score of the pure rules core (src/rules), tested by its own unit tests only.
import { mutationConfig } from "./stryker.base.mjs";

export default mutationConfig({
  name: "rules",
  mutate: ["src/rules/**/*.ts", "!src/rules/**/*.test.ts"],
  vitestConfig: "vitest.rules.config.ts",
});
