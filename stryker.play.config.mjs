// `npm run mutation:play`: mutation score of every feature's decisions on the GM's client — each
// src/play/<feature>/decide*.ts: attack, healing (and its consent and rest on the clock), contest, raises,
// strenuous activity, Lucky, gas, holding an action, the end of a session, the end of a combat, the GM's
// engagement position, the timed conditions and a sheet's hand edit of the tracks — tested by the play and
// security tests (vitest.play.config.ts).
import { mutationConfig } from "./stryker.base.mjs";

const base = mutationConfig({
  name: "play",
  mutate: ["src/play/*/decide*.ts"],
  vitestConfig: "vitest.play.config.ts",
});

// One test process: the machine's two cores are shared.
export default { ...base, concurrency: 1 };
