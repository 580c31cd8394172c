/**
 * The i18n stand-in loaded from lang/en.json (or HARNFUDGE_LANG_FILE, to render with a translation
 * under review). The logic is in i18n-core.ts.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { makeI18n, type LangTree } from "./i18n-core";

export { MissingLocalizationError, makeI18n, type LangTree } from "./i18n-core";

export const LANG_FILE = process.env["HARNFUDGE_LANG_FILE"] ?? fileURLToPath(new URL("../../lang/en.json", import.meta.url));

export function readLangTree(file = LANG_FILE): LangTree {
  return JSON.parse(readFileSync(file, "utf8")) as LangTree;
}

export function loadI18n(file = LANG_FILE) {
  return makeI18n(readLangTree(file));
}
