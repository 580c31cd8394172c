/**
 * The one policy (src/play/gm/policy.ts): every (request kind × role) pair against the table as
 * the team agreed it, the buttons a viewer sees against the GM's decision for every card control
 * and viewer, and docs/playing.md's "Who is trusted with what" held to the table.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  POLICY,
  REASONS,
  REQUEST_KINDS,
  ROLES,
  defaultActor,
  deny,
  mayAsk,
  type RequestKind,
  type Role,
} from "../../src/play/gm/policy";
import { POLICY_ACTIONS, whoMayAsk } from "../../src/play/gm/policy-words";
import { VISIBILITY_ROLES, mayUse, type Viewer } from "../../src/play/attack/visibility";
import { cardRoles } from "../../src/play/attack/roles";
import { ALICE, BOB, EVE, GM, gmClient, readyCard } from "../security/helpers";
import { FakeWorld } from "../play/world";

/** Who may ask for what, written out here on purpose: a change of the policy must change this test too. */
const EXPECTED: Record<RequestKind, Role[]> = {
  attack: ["attackerSide", "gm"],
  defend: ["targetOwner", "gm"],
  ignore: ["targetOwner", "gm"],
  unaware: ["gm"],
  damage: ["attackerSide", "gm"],
  open: ["gm"],
  apply: ["targetOwner", "attackerSide", "gm"],
  reapply: ["gm"],
  applyWhileLucky: ["targetOwner", "gm"],
  undo: ["gm"],
  void: ["gm"],
  cardLucky: ["rollerOwner", "gm"],
  checkLucky: ["rollerOwner"],
  gmLucky: ["rollerOwner", "gm"],
  contestStart: ["sideAOwner", "gm"],
  contestRoll: ["sideBOwner", "gm"],
  contestSecrecy: ["gm"],
  heal: ["healerOwner", "gm"],
  healConsent: ["patientOwner", "gm"],
  healGM: ["gm"],
  gmAction: ["gm"],
  raiseAsk: ["characterOwner", "gm"],
  raiseDecide: ["gm"],
  hold: ["characterOwner", "gm"],
  woundEdit: ["characterOwner", "gm"],
  widerModifiers: ["gm"],
  checkAsk: ["gm"],
  checkRoll: ["characterOwner", "gm"],
};

describe("the policy table", () => {
  it("covers exactly the agreed request kinds", () => {
    expect([...REQUEST_KINDS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const kind of REQUEST_KINDS)
    for (const role of ROLES)
      it(`${kind} × ${role}`, () => {
        const allowed = EXPECTED[kind].includes(role);
        expect(mayAsk(kind, { [role]: true })).toBe(allowed);
        expect(deny(kind, { [role]: true })).toEqual(allowed ? null : { ok: false, reason: REASONS[POLICY[kind].refusal] });
      });

  it("refuses a user with no role, and a role set to false, for every kind", () => {
    for (const kind of REQUEST_KINDS) {
      expect(mayAsk(kind, {})).toBe(false);
      expect(mayAsk(kind, Object.fromEntries(ROLES.map((r) => [r, false])))).toBe(false);
    }
  });

  it("names the first non-GM role as the default actor of a step", () => {
    expect(defaultActor("apply")).toBe("targetOwner");
    expect(defaultActor("defend")).toBe("targetOwner");
    expect(defaultActor("damage")).toBe("attackerSide");
    expect(defaultActor("undo")).toBe("gm");
  });

  it("every refusal is a localization key", () => {
    for (const reason of Object.values(REASONS)) expect(reason).toMatch(/^HARNFUDGE\.[A-Za-z]+\.[A-Za-z]+$/);
  });
});

describe("buttons and decisions read the same table", () => {
  const card = {
    requesterId: ALICE,
    attacker: { actorUuid: "Actor.attacker", tokenUuid: null, name: "A", img: "" },
    target: { actorUuid: "Actor.target", tokenUuid: null, name: "T", img: "" },
  };
  const viewers: Record<string, Viewer> = {
    gm: { id: GM, isGM: true, owns: () => true, luckyReady: () => true },
    alice: { id: ALICE, isGM: false, owns: (u) => u === "Actor.attacker", luckyReady: () => true },
    bob: { id: BOB, isGM: false, owns: (u) => u === "Actor.target", luckyReady: () => true },
    eve: { id: EVE, isGM: false, owns: () => false, luckyReady: () => true },
  };
  for (const [name, viewer] of Object.entries(viewers))
    for (const control of VISIBILITY_ROLES.filter((c) => c !== "not-gm"))
      for (const undone of [0, 1])
        it(`${name} sees ${control}${undone ? " (after an undo)" : ""} exactly when the policy lets them ask`, () => {
          const full = { ...card, undone };
          const kind: RequestKind = control === "apply" && undone ? "reapply" : control;
          const lucky = control === "cardLucky" ? "Actor.attacker" : undefined;
          expect(mayUse(viewer, control, full, lucky)).toBe(mayAsk(kind, cardRoles(card, viewer, lucky)));
        });
  for (const [name, viewer] of Object.entries(viewers))
    it(`${name} sees Apply while the defender may still use Lucky exactly when the policy lets them ask`, () => {
      // The Apply button names the target whose defence roll Lucky may still reroll (card.ts).
      const full = { ...card, undone: 0 };
      expect(mayUse(viewer, "apply", full, "Actor.target")).toBe(mayAsk("applyWhileLucky", cardRoles(card, viewer)));
      expect(mayUse({ ...viewer, luckyReady: () => false }, "apply", full, "Actor.target")).toBe(
        mayAsk("apply", cardRoles(card, viewer)),
      );
    });

  it("an unknown control is shown to nobody, and 'not-gm' only to players", () => {
    const full = { ...card, undone: 0 };
    expect(mayUse(viewers["gm"] as Viewer, "everyone", full)).toBe(false);
    expect(mayUse(viewers["gm"] as Viewer, "not-gm", full)).toBe(false);
    expect(mayUse(viewers["eve"] as Viewer, "not-gm", full)).toBe(true);
  });
});

describe("Undo is final unless the GM says otherwise (issue 17, item 6)", () => {
  it("after the GM's undo only a GM can apply the card again; a player's Apply is refused and writes nothing", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    expect((await client.act({ kind: "apply", messageId: id }, BOB)).ok).toBe(true);
    expect((await client.act({ kind: "undo", messageId: id }, GM)).ok).toBe(true);
    const target = w.actor("Actor.target");
    for (const player of [ALICE, BOB]) {
      expect(await client.act({ kind: "apply", messageId: id }, player)).toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.UndoneByGM",
      });
      expect(target.wounds.boxes.filter((b) => b.marked)).toHaveLength(0);
    }
    expect((await client.act({ kind: "apply", messageId: id }, GM)).ok).toBe(true);
    expect(target.wounds.boxes.filter((b) => b.marked)).toHaveLength(1);
    // Undo of the re-applied hit is the GM's too.
    expect(await client.act({ kind: "undo", messageId: id }, BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
  });
});

describe("docs/playing.md, 'Who is trusted with what'", () => {
  const docs = readFileSync(new URL("../../docs/playing.md", import.meta.url), "utf8");
  const section = docs.slice(docs.indexOf("## Who is trusted with what"));
  const lines = section.split("\n");
  const header = lines.findIndex((l) => l.startsWith("| action | who may ask |"));
  const end = lines.findIndex((l, i) => i > header && !l.startsWith("|"));
  const table = lines.slice(header + 2, end).map((l) => l.split(" | ").map((c) => c.replace(/^\| /, "").trim()));

  it("has one row per request kind, in the policy's order, with its 'who may ask' from the policy", () => {
    expect(table.map((r) => [r[0], r[1]])).toEqual(REQUEST_KINDS.map((k) => [POLICY_ACTIONS[k], whoMayAsk(k)]));
  });
});

describe("every row of the table is read by some code (issue 28, item 6)", () => {
  /**
   * Where the code reads a row: a string literal in the first argument of a call that asks the
   * table (mayAsk, deny, userMay, userMayOrSay, defaultActor), returned by a function declared to
   * return a RequestKind, or in a list checked against RequestKind (`satisfies … RequestKind …`).
   */
  const ASKS = new Set(["mayAsk", "deny", "userMay", "userMayOrSay", "defaultActor"]);

  function literalsIn(node: ts.Node, out: Set<string>): void {
    if (ts.isStringLiteral(node)) out.add(node.text);
    node.forEachChild((child) => literalsIn(child, out));
  }

  function readsIn(file: ts.SourceFile, out: Set<string>): void {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
        const first = node.arguments[0];
        if (ASKS.has(name) && first) literalsIn(first, out);
      }
      if (ts.isFunctionLike(node) && node.type && /\bRequestKind\b/.test(node.type.getText(file)))
        node.forEachChild(function returns(child: ts.Node): void {
          if (ts.isReturnStatement(child) && child.expression) literalsIn(child.expression, out);
          else if (!ts.isFunctionLike(child)) child.forEachChild(returns);
        });
      if (ts.isSatisfiesExpression(node) && /\bRequestKind\b/.test(node.type.getText(file))) literalsIn(node.expression, out);
      node.forEachChild(visit);
    };
    visit(file);
  }

  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
    });
  }

  const root = fileURLToPath(new URL("../../src", import.meta.url));
  const table = /[\\/]play[\\/]gm[\\/]policy(-words)?\.ts$/;
  const read = new Set<string>();
  for (const path of sources(root).filter((p) => !table.test(p)))
    readsIn(ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true), read);

  for (const kind of REQUEST_KINDS)
    it(`${kind} is read outside the table`, () => {
      expect(read.has(kind)).toBe(true);
    });

  it("finds the reads it is meant to: a call's literal, a RequestKind function's return, a checked list", () => {
    const probe = new Set<string>();
    const source = `
      deny("alpha", roles);
      mayAsk(x ? "beta" : "gamma", roles);
      function kindOf(): RequestKind { if (a) return "delta"; return "epsilon"; }
      const LIST = ["zeta"] as const satisfies readonly RequestKind[];
      other("eta");`;
    readsIn(ts.createSourceFile("probe.ts", source, ts.ScriptTarget.Latest, true), probe);
    expect([...probe].sort()).toEqual(["alpha", "beta", "delta", "epsilon", "gamma", "zeta"]);
  });
});
