/**
 * German (and any other) compendium content through the Babele module, when it is installed and
 * active: Babele reads `systems/harnfudge/lang/babele/<language>/harnfudge.<pack>.json` for the
 * client's language and shows the packs' names, descriptions, biographies and journal pages
 * translated. Without Babele nothing here runs and the packs stay English.
 *
 * Babele is a module, not part of Foundry, and ships no types: the minimal API used here is
 * declared locally. The current Babele announces itself with the `babele.init` hook; older builds
 * and forks only expose the `Babele` class globally, so `init` also configures it from there.
 */
import { translateEmbeddedItems } from "./babele-items";

/** Directory of the translation files, relative to the system's root. */
export const BABELE_TRANSLATIONS_DIR = "lang/babele";
/** Converter name the creature translation files use for their embedded items. */
export const EMBEDDED_ITEMS_CONVERTER = "harnfudgeEmbeddedItems";

/** A Babele converter: the field's value and its translation in, the translated value out. */
type BabeleConverter = (value: unknown, translations: unknown) => unknown;

/** The part of Babele's API the system uses. */
export interface BabeleApi {
  /** Babele then loads `systems/<system id>/<dir>/<language>/<collection>.json`. */
  setSystemTranslationsDir(dir: string): void;
  registerConverters(converters: Record<string, BabeleConverter>): void;
}

declare module "fvtt-types/configuration" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares HookConfig inside its Hooks namespace; augmenting it is the typed way to add a module's hook.
  namespace Hooks {
    interface HookConfig {
      /** Fired by Babele before it loads translations. */
      "babele.init": (babele: BabeleApi) => void;
    }
  }
}

function isBabeleApi(value: unknown): value is BabeleApi {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "setSystemTranslationsDir") === "function" &&
    typeof Reflect.get(value, "registerConverters") === "function"
  );
}

/** Point Babele at the system's translation files and register the embedded-item converter. */
export function configureBabele(babele: BabeleApi): void {
  babele.setSystemTranslationsDir(BABELE_TRANSLATIONS_DIR);
  babele.registerConverters({ [EMBEDDED_ITEMS_CONVERTER]: translateEmbeddedItems });
}

/** The instance behind Babele's global class (`Babele.get()`), or null when Babele is not loaded. */
function globalBabele(): BabeleApi | null {
  const babeleClass: unknown = Reflect.get(globalThis, "Babele");
  if (typeof babeleClass !== "function") return null;
  const get: unknown = Reflect.get(babeleClass, "get");
  if (typeof get !== "function") return null;
  const instance: unknown = Reflect.apply(get, babeleClass, []);
  return isBabeleApi(instance) ? instance : null;
}

/** Register the translated compendiums with Babele, if it is active. Call once from the entry file. */
export function registerBabele(): void {
  Hooks.once("babele.init", (babele) => {
    if (isBabeleApi(babele)) configureBabele(babele);
  });
  Hooks.once("init", () => {
    if (!game.modules.get("babele")?.active) return;
    const babele = globalBabele();
    if (babele) configureBabele(babele);
  });
}
