/**
 * The docs' tables of chat commands and writes per action, read against the code (issue 21, "keep
 * them true"): a command added, renamed or dropped in the parser, or a write count that changes,
 * fails here until the table says the same. The hooks and settings tables are held by
 * tests/foundry/docs-tables.test.ts (their code needs Foundry's types).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseChatCommand } from "../../src/play/commands";
import { measureWrites } from "../../scripts/bench/writes";
import { codeCell as code, markdownTable as table } from "./markdown-table";

const ROOT = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

describe("docs/playing.md, chat commands", () => {
  const rows = table(read("docs/playing.md"), "| command | who | what |");
  const names = rows.map(([cell = ""]) => /^`\/([a-z]+)/.exec(cell)?.[1] ?? cell);

  it("lists exactly the commands the parser reads", () => {
    const alternatives = /\^\\\/\(([a-z|]+)\)/.exec(read("src/play/commands.ts"))?.[1]?.split("|");
    expect(alternatives).toBeDefined();
    expect([...names].sort()).toEqual([...(alternatives ?? [])].sort());
  });

  it("each command as the table writes it is read as that command", () => {
    for (const [cell = ""] of rows) {
      const typed = code(cell).replace(/\s*\[[^\]]*\]/g, "");
      expect(parseChatCommand(typed)?.command, typed).toBe(typed.slice(1));
    }
    expect(parseChatCommand("/sit secret Is the ferry running?")).toEqual({
      command: "sit",
      secret: true,
      reaction: false,
      modifier: 0,
      label: "Is the ferry running?",
    });
    // Issue 26: the table's `[reaction] [±N]` read as written.
    expect(parseChatCommand("/sit reaction +1 the guard")).toMatchObject({ reaction: true, modifier: 1, label: "the guard" });
  });
});

describe("docs/playing.md, writes per action", () => {
  const rows = table(read("docs/playing.md"), "| step | writes |");
  const cell = (step: string) => {
    const found = rows.find((r) => r[0] === step)?.[1];
    if (!found) throw new Error(`no row "${step}"`);
    return found;
  };
  const KINDS = ["message create", "card update", "actor update"] as const;
  /** The counts a docs cell states first (before a ";", outside parentheses). */
  const stated = (text: string) => {
    const main = (text.split(";")[0] ?? "").replace(/\([^)]*\)/g, "");
    return Object.fromEntries(
      KINDS.flatMap((kind) => {
        const n = new RegExp(`(\\d+) ${kind}`).exec(main)?.[1];
        return n ? [[kind, Number(n)]] : [];
      }),
    );
  };
  /** The counts the benchmark measured, zeros left out. */
  const measured = (value: string) =>
    Object.fromEntries(
      KINDS.flatMap((kind) => {
        const n = Number(new RegExp(`(\\d+) ${kind}`).exec(value)?.[1] ?? 0);
        return n > 0 ? [[kind, n]] : [];
      }),
    );

  it("states what the benchmark counts at the card's ports, step by step", async () => {
    const bench = await measureWrites();
    const value = (prefix: string) => {
      const row = bench.find((r) => r.measure.startsWith(prefix));
      if (!row) throw new Error(`no benchmark row "${prefix}"`);
      return String(row.value);
    };
    expect(measured(value("post the attack"))).toEqual(stated(cell("post the attack")));
    expect(measured(value("defend"))).toEqual(stated(cell("defend, difficulty, damage, open, Lucky")));
    expect(measured(value("damage"))).toEqual(stated(cell("defend, difficulty, damage, open, Lucky")));
    expect(measured(value("apply"))).toEqual(stated(cell("apply")));
    expect(measured(value("undo"))).toEqual(stated(cell("undo")));
    // A player's request stamps the player's own User once; the GM's own click stamps nothing.
    expect(cell("a player's request")).toMatch(/^\+ 1 update of the player's own User\b.*; none when the designated GM acts$/);
    for (const step of ["post the attack", "defend", "damage", "apply"]) expect(value(step)).toContain("1 User flag update");
    expect(value("undo (GM)")).toContain("0 User flag update");
  });
});
