// `npm run mutation:gm`: mutation score of the GM core — every file of src/play/gm (the trust boundary:
// proof, router, transport, policy, write queue and its keys, hand-over, registry, domains, records,
// Lucky's check) and of src/play/services (the shared services every decision that writes stands on:
// actors, status effects, dice, roll views, Lucky's lines and record, the write counter) — with the
// digest the stamps are bound by, the v14 sender, and the decisions that write a wound: apply and undo,
// what a card may publish, a sheet's hand edit. Tested by the play, security and Foundry-adapter tests
// (vitest.gm.config.mjs). One test process: the machine is shared.
import { mutationConfig } from "./stryker.base.mjs";

export default {
  ...mutationConfig({
    name: "gm",
    mutate: [
      "src/play/gm/*.ts",
      "src/play/services/*.ts",
      "src/util/sha256.ts",
      "src/compat/query-sender.ts",
      "src/play/attack/decide-apply.ts",
      "src/play/attack/public-state.ts",
      "src/play/track-edit/decide.ts",
    ],
    vitestConfig: "vitest.gm.config.mjs",
  }),
  concurrency: 1,
};
