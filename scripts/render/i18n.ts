/**
 * A stand-in for Foundry's `game.i18n` reading lang/en.json: `localize` and `format` THROW on a
 * missing key, so a template or context builder using a key the language file lacks fails loudly.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { I18n } from "../../src/sheets/context/types";

/** The language file; HARNFUDGE_LANG_FILE renders with another one (a translation under review). */
const LANG_FILE = process.env["HARNFUDGE_LANG_FILE"] ?? fileURLToPath(new URL("../../lang/en.json", import.meta.url));

export class MissingLocalizationError extends Error {}

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function loadI18n(file = LANG_FILE): I18n & { has(key: string): boolean } {
  const tree = JSON.parse(readFileSync(file, "utf8")) as Tree;
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
