/**
 * How the sheet classes reach their code (code.ts): every HârnFudge sheet loads it at the start of
 * its render (`_prepareContext`, the first step of every render), so the methods that run only on a
 * rendered sheet (form submits, clicks, drops) can use it synchronously with `sheetCode.loaded()`.
 * Loading it also adds the sheets' styles (styles/on-demand.scss) before the first sheet is drawn.
 */
import { onDemandModule } from "../lazy/on-first-use";

export const sheetCode = onDemandModule("the sheets' code", async () => {
  const code = await import("./code");
  code.ensureOnDemandStyles();
  return code;
});
