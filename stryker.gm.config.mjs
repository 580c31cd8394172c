// `npm run mutation:gm`: mutation score of the GM core (src/play/gm) and apply/undo, tested by the
// play, security and Foundry-adapter tests (vitest.gm.config.mjs). One test process: the machine is shared.
import { mutationConfig } from "./stryker.base.mjs";

const gm = (file) => `src/play/gm/${file}.ts`;

export default {
  ...mutationConfig({
    name: "gm",
    mutate: [
      ...[
        "proof",
        "router",
        "transport",
        "locks",
        "policy",
        "gm-domain",
        "records",
        "dice",
        "audience",
        "roll-view",
        "lucky-lines",
        "status-changes",
      ].map(gm),
      "src/play/attack/decide-apply.ts",
    ],
    vitestConfig: "vitest.gm.config.mjs",
  }),
  concurrency: 1,
};
