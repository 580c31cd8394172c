/**
 * The lists the in-game journal (both languages) and the README keep of what the system
 * registers, read against the registrations (issue 29, item 2): the world settings a GM sees in
 * Configure Settings, the chat commands, and the macros of `game.harnfudge`. A list is the element
 * marked `data-holds="settings" | "commands" | "macros"` in the journal's HTML, or the paragraph
 * after `<!-- holds: commands -->` in Markdown (tests/foundation/ui-quotes.ts). A setting, command
 * or API function added, renamed or dropped fails here until every list says the same.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerSettings } from "../../src/play/settings";
import { registerSheetModeSetting } from "../../src/sheets/sheet-modes";
import { parseChatCommand } from "../../src/play/commands";
import { heldLists, heldMarkdown, journalPages, quotesIn, read } from "../foundation/ui-quotes";

type Lang = "en" | "de";
const lang = (code: Lang): Record<string, unknown> => JSON.parse(read(`lang/${code}.json`)) as Record<string, unknown>;
const localize = (tree: Record<string, unknown>, key: string): string => {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  if (typeof value !== "string") throw new Error(`no string at ${key}`);
  return value;
};

/**
 * The world settings a GM sees in Configure Settings (`config: true`, scope "world"), by their name
 * keys, as the code registers them. A user's own settings (Roll without dialogs) are not the GM's list.
 */
function shownSettings(): string[] {
  const names: string[] = [];
  vi.stubGlobal("game", {
    settings: {
      register: (_namespace: string, _key: string, config: { config?: boolean; name?: string; scope?: string }) => {
        if (config.config === true && config.scope === "world" && config.name) names.push(config.name);
      },
    },
  });
  // tests/foundry/docs-tables.test.ts holds that no other file registers a setting.
  registerSettings();
  registerSheetModeSetting();
  return names;
}

/** The chat commands the parser reads: every word of its source file tried as `/word`. */
function chatCommands(): string[] {
  const words = new Set(read("src/play/commands.ts").match(/[a-z]{2,}/g) ?? []);
  return [...words].filter((word) => parseChatCommand(`/${word}`)?.command === word).sort();
}

/** The functions of `game.harnfudge` (classes and objects are no macros), as src/public-api.ts assembles it. */
async function apiFunctions(): Promise<string[]> {
  // The Roll class is extended at import (src/rolls/roll.ts); nothing of it runs here.
  vi.stubGlobal("Roll", function Roll() {});
  const { harnfudgeApi } = await import("../../src/public-api");
  return Object.entries(harnfudgeApi)
    .filter(([, value]) => typeof value === "function" && !/^class\b/.test(Function.prototype.toString.call(value)))
    .map(([key]) => key)
    .sort();
}

const journal = journalPages();
const held = (list: string, language: Lang) =>
  journal.filter((page) => page.lang === language).flatMap((page) => heldLists(page.text, list));
const commandsIn = (html: string) => [...html.matchAll(/<code>\/([a-z]+)/g)].map((m) => m[1] ?? "");
const macrosIn = (html: string) => [...html.matchAll(/(?:<code>|`)(?:game\.harnfudge\.)?([a-zA-Z]+)\(/g)].map((m) => m[1] ?? "");
const unique = (items: string[]) => [...new Set(items)].sort();

afterEach(() => vi.unstubAllGlobals());

describe.each(["en", "de"] as const)("the journal's lists (%s)", (language) => {
  const tree = lang(language);

  it("name every world setting a GM sees, by its name in Configure Settings, and no other", () => {
    const lists = held("settings", language);
    expect(lists.length, `a data-holds="settings" list in the ${language} journal`).toBeGreaterThan(0);
    const named = lists.flatMap((html) => [...html.matchAll(/<li>\s*<q>([^<]+)<\/q>/g)].map((m) => m[1] ?? ""));
    expect([...named].sort()).toEqual(
      shownSettings()
        .map((key) => localize(tree, key))
        .sort(),
    );
  });

  it("name every chat command the parser reads, and no other", () => {
    const lists = held("commands", language);
    expect(lists.length, `a data-holds="commands" list in the ${language} journal`).toBeGreaterThan(0);
    expect(unique(lists.flatMap(commandsIn))).toEqual(chatCommands());
  });

  it("name every function of game.harnfudge, and no other", async () => {
    const lists = held("macros", language);
    expect(lists.length, `a data-holds="macros" list in the ${language} journal`).toBeGreaterThan(0);
    expect(unique(lists.flatMap(macrosIn))).toEqual(await apiFunctions());
  });
});

describe("the README's lists", () => {
  const readme = read("README.md");

  it("name every chat command the parser reads (the README's list of commands and macros)", () => {
    const lists = heldMarkdown(readme, "commands");
    expect(lists.length).toBeGreaterThan(0);
    expect(unique(lists.flatMap((text) => [...text.matchAll(/`\/([a-z]+)/g)].map((m) => m[1] ?? "")))).toEqual(chatCommands());
  });
});

describe("what the lists are read against", () => {
  it("the settings a GM sees, the commands and the API functions as the code has them today", async () => {
    expect(shownSettings().length).toBeGreaterThanOrEqual(9);
    expect(chatCommands()).toEqual(expect.arrayContaining(["afterfight", "contest", "gas", "session", "sit"]));
    expect(await apiFunctions()).toEqual(
      expect.arrayContaining(["rollSkill", "attackWithWeapon", "heal", "rest", "gas", "dashboard"]),
    );
    expect(await apiFunctions()).not.toContain("HarnFudgeRoll");
  });

  it("a list is read from its marked element, in HTML and in Markdown", () => {
    const html = `<h2>x</h2><ul data-holds="settings"><li><q>A</q>: a</li><li><q>B</q>: b</li></ul><ul><li><q>C</q></li></ul>`;
    expect(heldLists(html, "settings").flatMap((h) => quotesIn(h))).toEqual(["A", "B"]);
    expect(heldMarkdown("x\n\n<!-- holds: commands -->\n`/a` and `/b`.\n\nnot `/c`", "commands")).toEqual(["\n`/a` and `/b`."]);
    expect(macrosIn("<code>rollSkill(actor)</code>, <code>game.harnfudge.gas({})</code>")).toEqual(["rollSkill", "gas"]);
  });
});
