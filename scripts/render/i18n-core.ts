/**
 * A stand-in for Foundry's `game.i18n` over a parsed language tree: `localize` and `format` THROW
 * on a missing key, so a template or context builder using a key the language file lacks fails
 * loudly. No Node APIs: the benchmark bundles it for the browser.
 */
import type { Localizer } from "../../src/i18n/format";

export class MissingLocalizationError extends Error {}

export type LangTree = { [key: string]: string | LangTree };

function lookup(tree: LangTree, key: string): string | undefined {
  let node: string | LangTree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function makeI18n(tree: LangTree): Localizer & { has(key: string): boolean } {
  const localize = (key: string): string => {
    const value = lookup(tree, key);
    if (value === undefined) throw new MissingLocalizationError(`missing localization key: ${key}`);
    return value;
  };
  return {
    has: (key) => lookup(tree, key) !== undefined,
    localize,
    format: (key, data) =>
      localize(key).replace(/{([^}]+)}/g, (whole, name: string) => (name in data ? String(data[name] ?? "") : whole)),
  };
}
