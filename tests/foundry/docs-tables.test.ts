/**
 * The docs' tables of hooks and settings, read against the code (issue 21, "keep them true"): a
 * hook or setting added, renamed or dropped in the code fails here until the table says the same.
 * The chat commands and writes tables are held by tests/foundation/docs-tables.test.ts.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOOKS } from "../../src/hooks";
import { SETTINGS, registerSettings } from "../../src/play/settings";
import { registerSheetModeSetting } from "../../src/sheets/sheet-modes";
import { codeCell as code, markdownTable as table } from "../foundation/markdown-table";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}
const SOURCES = sourceFiles("src").map((path) => ({ path, text: read(path) }));

describe("docs/hooks.md", () => {
  const rows = table(read("docs/hooks.md"), "| hook | when | fired in | payload |");
  /** The backticked source paths of a cell, before and after "called from". */
  const paths = (cell: string) => {
    const [own = "", callers = ""] = cell.split("called from");
    const files = (text: string) => [...text.matchAll(/`(src\/[^`]+\.ts)`/g)].map((m) => m[1] ?? "").sort();
    return { own: files(own), callers: files(callers), through: /\(`(\w+)`\)/.exec(own)?.[1] ?? null };
  };

  it("lists exactly the hooks src/hooks.ts names", () => {
    expect(rows.map((r) => code(r[0] ?? "")).sort()).toEqual(Object.values(HOOKS).sort());
  });

  it("names, for every hook, exactly the files that fire it (and, through a helper, the files that call the helper)", () => {
    for (const [name = "", , firedIn = ""] of rows) {
      const key = Object.entries(HOOKS).find(([, hook]) => hook === code(name))?.[0] ?? "";
      // A call, not a listener: the hook's name on a line that calls Hooks.call or Hooks.callAll.
      const calls = (text: string) =>
        text.split("\n").some((line) => /Hooks\.call(All)?\(/.test(line) && new RegExp(`HOOKS\\.${key}\\b`).test(line));
      const firing = SOURCES.filter((f) => f.path !== "src/hooks.ts" && calls(f.text)).map((f) => f.path);
      const { own, callers, through } = paths(firedIn);
      expect([name, firing.sort()]).toEqual([name, own]);
      if (!through) continue;
      // preRollCheck fires inside chooseRoll: every roll dialog that can announce it is named.
      const calling = SOURCES.filter((f) =>
        new RegExp(`\\b${through}\\(`).test(f.text.replace(new RegExp(`function ${through}\\(`), "")),
      );
      expect([name, through, calling.map((f) => f.path).sort()]).toEqual([name, through, callers]);
    }
  });

  it("every hook fires somewhere: 'pre' hooks with Hooks.call (cancellable), the others with Hooks.callAll", () => {
    for (const key of Object.keys(HOOKS)) {
      const call = key.startsWith("pre") ? "Hooks.call(" : "Hooks.callAll(";
      const firing = SOURCES.filter((f) => f.path !== "src/hooks.ts").flatMap((f) =>
        f.text.split("\n").filter((line) => line.includes(`HOOKS.${key}`) && line.includes(call)),
      );
      expect(firing, `HOOKS.${key} fired with ${call}`).not.toEqual([]);
    }
  });
});

describe("docs/playing.md, settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists every setting the system registers, with its scope, whether it is shown and its default", () => {
    const registered: { key: string; scope: unknown; config: unknown; default: unknown }[] = [];
    vi.stubGlobal("game", {
      settings: {
        register: (namespace: string, key: string, config: Record<string, unknown>) =>
          registered.push({
            key: `${namespace}.${key}`,
            scope: config["scope"],
            config: config["config"],
            default: config["default"],
          }),
      },
    });
    registerSettings();
    registerSheetModeSetting();
    // Every registration in src/ is one of those called above: no other file registers a setting,
    // and every key of SETTINGS was registered.
    const registering = SOURCES.filter((f) => /game\.settings\.register\(/.test(f.text)).map((f) => f.path);
    expect(registering.sort(), "a settings.register outside registerSettings / registerSheetModeSetting").toEqual([
      "src/play/settings.ts",
      "src/sheets/sheet-modes.ts",
    ]);
    for (const key of Object.values(SETTINGS)) expect(registered.map((r) => r.key)).toContain(`harnfudge.${key}`);

    const rows = table(read("docs/playing.md"), "| setting | scope | shown | default | what |");
    const documented = rows.map(([key = "", scope, shown, value]) => ({
      key: code(key),
      scope,
      config: shown === "yes",
      default: JSON.parse(code(value ?? "")) as unknown,
    }));
    expect(documented.sort((a, b) => a.key.localeCompare(b.key))).toEqual(registered.sort((a, b) => a.key.localeCompare(b.key)));
  });
});
