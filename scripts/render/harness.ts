/**
 * The render harness in Node: reads every template under templates/ and lang/en.json and hands
 * them to the core (core.ts). Shared by the sheet and play tests, the screenshot script and the
 * benchmark.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createRendererFrom, type Renderer } from "./core";
import { loadI18n } from "./i18n";

export { prepareTabs, type Renderer } from "./core";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const SYSTEM_PATH = "systems/harnfudge";

function listTemplates(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listTemplates(path));
    else if (name.endsWith(".hbs")) out.push(path);
  }
  return out;
}

/** Every template source by its Foundry path (`systems/harnfudge/templates/...`). */
export function readTemplateSources(): Map<string, string> {
  return new Map(
    listTemplates(join(ROOT, "templates")).map((file) => [
      `${SYSTEM_PATH}/${relative(ROOT, file).split(sep).join("/")}`,
      readFileSync(file, "utf8"),
    ]),
  );
}

export function createRenderer(): Renderer {
  return createRendererFrom(readTemplateSources(), loadI18n());
}
