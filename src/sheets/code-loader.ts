/**
 * How the sheet classes reach their code (code.ts): every HârnFudge sheet loads it at the start of
 * its render (`_prepareContext`, the first step of every render), so the methods that run only on a
 * rendered sheet (form submits, drags, the keybinding) can use it synchronously with
 * `sheetCode.loaded()`. Loading it also adds the sheets' styles (styles/on-demand.scss) before the
 * first sheet is drawn. The classes Foundry registers at init hold only what Foundry reads
 * synchronously (options, parts, tabs); their method bodies are in rendered/, inside code.ts.
 */
import { onDemandModule } from "../lazy/on-first-use";

export const sheetCode = onDemandModule("the sheets' code", async () => {
  const code = await import("./code");
  code.ensureOnDemandStyles();
  return code;
});

/** The sheets' code module, as loaded. */
export type SheetCode = Awaited<ReturnType<typeof sheetCode.load>>;

/** A sheet's click action as its code holds it: the sheet is passed in, not bound as `this`. */
export type SheetAction<S> = (sheet: S, event: PointerEvent, target: HTMLElement) => Promise<void>;

/**
 * A sheet class's DEFAULT_OPTIONS.actions: one handler per name, each loading the sheets' code (a
 * settled import once the sheet has rendered) and running the action of that name in it.
 */
export function lazyActions<S, K extends string>(
  names: readonly K[],
  pick: (code: SheetCode) => Record<K, SheetAction<S>>,
): Record<string, (this: S, event: PointerEvent, target: HTMLElement) => Promise<void>> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      async function (this: S, event: PointerEvent, target: HTMLElement) {
        await pick(await sheetCode.load())[name](this, event, target);
      },
    ]),
  );
}
