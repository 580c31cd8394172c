/**
 * A minimal Handlebars stand-in for the play templates: Foundry's `localize` (with hash
 * arguments) and `eq`, lang/en.json as the strings, and a missing key as an error.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";

const lang: unknown = JSON.parse(readFileSync("lang/en.json", "utf8"));

export function lookup(key: string): string | undefined {
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = Object.getOwnPropertyDescriptor(node, part)?.value;
  }
  return typeof node === "string" ? node : undefined;
}

export const i18n = {
  localize(key: string): string {
    const value = lookup(key);
    if (value === undefined) throw new Error(`missing lang key ${key}`);
    return value;
  },
  format(key: string, data: Record<string, string>): string {
    return i18n.localize(key).replace(/{([^}]+)}/g, (whole, name: string) => data[name] ?? whole);
  },
};

export function compile(path: string) {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string) => i18n.localize(key));
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  return hb.compile(readFileSync(path, "utf8"), { knownHelpers: { localize: true, eq: true }, knownHelpersOnly: true, strict: false });
}
