// `npm run mutation:play`: mutation score of the features' decisions on the GM's client (attack,
// healing, contest, raises, strenuous activity, Lucky), tested by the play and security tests.
import { mutationConfig } from "./stryker.base.mjs";

const base = mutationConfig({
  name: "play",
  mutate: [
    "src/play/attack/decide*.ts",
    "src/play/healing/decide.ts",
    "src/play/contest/decide.ts",
    "src/play/raises/decide.ts",
    "src/play/strenuous/decide.ts",
    "src/play/lucky/decide*.ts",
  ],
  vitestConfig: "vitest.play.config.ts",
});

// One test process: the machine's two cores are shared.
export default { ...base, concurrency: 1 };
