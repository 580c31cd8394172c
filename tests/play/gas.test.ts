/**
 * Rules 6.1, poisonous gases, as the GM's action: for each exposed character the GM's client rolls
 * Health against the gas's difficulty (the rules core's gas round: a failure means the gas affects
 * it this round), records the request on the actor and marks Health used; one card lists who is
 * affected. Each round is a new request; a replay rolls nobody twice.
 */
import { describe, expect, it } from "vitest";
import { GAS_MAX_TOKENS, handleGasInQueue, parseGasRequest, type GasActorFacts, type GasPorts } from "../../src/play/gas/decide";
import { LADDER_MAX, LADDER_MIN } from "../../src/rules";
import { recordingQueue } from "./recording-queue";
import { affectedNow, gasCard, gasCardContext, parseGasCardFlag } from "../../src/play/gas/card";
import { parseLuckyLines, wentBadly } from "../../src/play/services/lucky-lines";
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyRecords } from "../../src/play/gm/records";

const GM = "gm";

function world() {
  const actors = new Map<string, GasActorFacts>([
    ["Actor.a", { uuid: "Actor.a", name: "Aldric", health: 1, dead: false, records: emptyRecords() }],
    ["Actor.b", { uuid: "Actor.b", name: "Brigand", health: 0, dead: false, records: emptyRecords() }],
    ["Actor.c", { uuid: "Actor.c", name: "Corpse", health: 0, dead: true, records: emptyRecords() }],
  ]);
  const tokens: Record<string, string> = {
    "Token.a": "Actor.a",
    "Token.a2": "Actor.a",
    "Token.b": "Actor.b",
    "Token.c": "Actor.c",
  };
  const tray: number[][] = [];
  const rolled: string[] = [];
  const used: string[] = [];
  const ports: GasPorts = {
    isGM: (id) => id === GM,
    exposed: (token) => {
      const actor = actors.get(tokens[token] ?? "");
      return actor ? structuredClone(actor) : null;
    },
    async rollHealth(actor) {
      rolled.push(actor.name);
      const faces = tray.shift();
      if (!faces) throw new Error("no dice left");
      return { faces, roll: { faces } };
    },
    async record(uuid, records) {
      const actor = actors.get(uuid);
      if (actor) actor.records = records;
    },
    async markHealthUsed(uuid) {
      used.push(uuid);
    },
  };
  return { actors, tray, rolled, used, ports };
}

const round = (requestId: string, tokenUuids: string[], difficulty = 1) => ({ kind: "gas", requestId, tokenUuids, difficulty });

describe("poisonous gas as the GM's action (rules 6.1)", () => {
  it("each exposed character rolls Health once; a failure is affected, the dead are listed unrolled", async () => {
    const w = world();
    w.tray.push([0, 0, 0, -1], [1, 0, 0, 0]); // Aldric 1−1 = Fair < Good: affected; Brigand 0+1 = Good: resists
    const result = await handleGasInQueue(
      round("r1", ["Token.a", "Token.a2", "Token.b", "Token.c"]),
      GM,
      w.ports,
      createLockQueue(),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(w.rolled).toEqual(["Aldric", "Brigand"]);
    expect(result.outcome.lines.map((l) => [l.name, l.affected, l.dead, l.rolledDegree])).toEqual([
      ["Aldric", true, false, 0],
      ["Brigand", false, false, 1],
      ["Corpse", false, true, null],
    ]);
    expect(result.outcome.rolls).toHaveLength(2);
    expect(w.used).toEqual(["Actor.a", "Actor.b"]);
    expect(w.actors.get("Actor.a")?.records.requests).toEqual(["r1"]);
  });

  it("a replay of the same round rolls nobody again; the next round rolls everyone again", async () => {
    const w = world();
    const locks = createLockQueue();
    w.tray.push([0, 0, 0, 0], [0, 0, 0, 0]);
    await handleGasInQueue(round("r1", ["Token.a", "Token.b"]), GM, w.ports, locks);
    expect(await handleGasInQueue(round("r1", ["Token.a", "Token.b"]), GM, w.ports, locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(w.rolled).toEqual(["Aldric", "Brigand"]);
    w.tray.push([0, 0, 0, 0], [0, 0, 0, 0]);
    const next = await handleGasInQueue(round("r2", ["Token.a", "Token.b"]), GM, w.ports, locks);
    expect(next.ok).toBe(true);
    expect(w.rolled).toEqual(["Aldric", "Brigand", "Aldric", "Brigand"]);
  });

  it("refused with nothing rolled: a player, no exposed token, a difficulty off the ladder", async () => {
    const w = world();
    const locks = createLockQueue();
    expect(await handleGasInQueue(round("r1", ["Token.a"]), "alice", w.ports, locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(await handleGasInQueue(round("r1", ["Token.gone"]), GM, w.ports, locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoTarget",
    });
    expect(await handleGasInQueue(round("r1", ["Token.a"], 9), GM, w.ports, locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(parseGasRequest(round("r1", []))).toBeNull();
    expect(parseGasRequest(round("r1", ["Token.a"], 0.5))).toBeNull();
    expect(w.rolled).toEqual([]);
  });

  it("the card lists who the gas affects, each roll, and keeps the tokens for the next round", async () => {
    const w = world();
    w.tray.push([-1, 0, 0, 0], [1, 1, 0, 0]);
    const result = await handleGasInQueue(round("r1", ["Token.a", "Token.b"], 1), GM, w.ports, createLockQueue());
    if (!result.ok) throw new Error(result.reason);
    const i18n = { localize: (k: string) => k, format: (k: string, d: Record<string, string>) => `${k} ${JSON.stringify(d)}` };
    const card = gasCardContext(gasCard(result.outcome), i18n);
    expect(card.summary).toBe('HARNFUDGE.Gas.Affected {"names":"Aldric"}');
    expect(card.lines.map((l) => [l.name, l.verdict, l.offerLucky])).toEqual([
      ["Aldric", "HARNFUDGE.Gas.LineAffected", true],
      ["Brigand", "HARNFUDGE.Gas.LineResists", false],
    ]);
    const roll = card.lines[0]?.roll;
    expect(roll && "faces" in roll ? roll.faces.map((f) => f.value) : null).toEqual([-1, 0, 0, 0]);
    expect(parseGasCardFlag({ tokenUuids: result.outcome.tokenUuids, difficulty: 1 })).toEqual({
      tokenUuids: ["Token.a", "Token.b"],
      difficulty: 1,
      dead: [],
    });
    expect(parseGasCardFlag({ tokenUuids: [], difficulty: 1 })).toBeNull();
  });

  it("Lucky on a gas roll (rules 4): the kept reroll decides whether the gas affects the character", async () => {
    const w = world();
    w.tray.push([-1, 0, 0, 0]);
    const result = await handleGasInQueue(round("r1", ["Token.a", "Token.c"], 1), GM, w.ports, createLockQueue());
    if (!result.ok) throw new Error(result.reason);
    const card = gasCard(result.outcome);
    expect(card.dead).toEqual(["Corpse"]);
    const [line] = card.lines;
    if (!line) throw new Error("no line");
    expect(line).toMatchObject({ kind: "gas", actorUuid: "Actor.a", health: 1, difficulty: 1, affected: true, lucky: null });
    expect(wentBadly(line)).toBe(true);
    expect(affectedNow(line)).toBe(true);
    const rerolled = { ...line, lucky: { original: line.faces, reroll: [1, 0, 0, 0], kept: "reroll" as const, by: GM, at: 1 } };
    expect(affectedNow(rerolled)).toBe(false);
    const i18n = { localize: (k: string) => k, format: (k: string, d: Record<string, string>) => `${k} ${JSON.stringify(d)}` };
    const context = gasCardContext({ ...card, lines: [rerolled] }, i18n);
    expect(context.summary).toBe("HARNFUDGE.Gas.NoneAffected");
    expect(context.lines.map((l) => [l.name, l.verdict, l.offerLucky])).toEqual([
      ["Aldric", "HARNFUDGE.Gas.LineResists", false],
      ["Corpse", "HARNFUDGE.Gas.LineDead", false],
    ]);
    expect(parseLuckyLines(JSON.parse(JSON.stringify(card.lines)))).toEqual(card.lines);
  });
});

describe("a gas round over the wire (rules 6.1)", () => {
  const wire = (extra: Record<string, unknown>) => ({ ...round("r1", ["Token.a"]), ...extra });

  it("is accepted at its limits: ids and token uuids of 200 characters, 50 tokens, Terrible to Superb", () => {
    const id = "r".repeat(200);
    const token = "T".repeat(200);
    expect(parseGasRequest(round(id, [token], LADDER_MIN))).toEqual({
      kind: "gas",
      requestId: id,
      tokenUuids: [token],
      difficulty: LADDER_MIN,
    });
    expect(parseGasRequest(round("r1", ["Token.a"], LADDER_MAX))?.difficulty).toBe(LADDER_MAX);
    const many = Array.from({ length: GAS_MAX_TOKENS }, (_, i) => `Token.${i}`);
    expect(parseGasRequest(round("r1", many))?.tokenUuids).toEqual(many);
  });

  it("counts a token named twice once", () => {
    expect(parseGasRequest(round("r1", ["Token.a", "Token.b", "Token.a"]))?.tokenUuids).toEqual(["Token.a", "Token.b"]);
  });

  it("is refused when anything is off: kind, id, tokens or difficulty", () => {
    const bad: unknown[] = [
      null,
      "gas",
      wire({ kind: "heal" }),
      wire({ requestId: 42 }),
      wire({ requestId: "" }),
      wire({ requestId: "r".repeat(201) }),
      wire({ tokenUuids: "Token.a" }),
      wire({ tokenUuids: Array.from({ length: GAS_MAX_TOKENS + 1 }, (_, i) => `Token.${i}`) }),
      wire({ tokenUuids: ["Token.a", ""] }),
      wire({ tokenUuids: ["Token.a", "T".repeat(201)] }),
      wire({ difficulty: "1" }),
      wire({ difficulty: LADDER_MIN - 1 }),
      wire({ difficulty: LADDER_MAX + 1 }),
    ];
    for (const value of bad) expect(parseGasRequest(value), JSON.stringify(value)).toBeNull();
  });

  it("a round already applied to some characters rolls only the others", async () => {
    const w = world();
    const locks = createLockQueue();
    w.tray.push([0, 0, 0, 0], [0, 0, 0, 0]);
    await handleGasInQueue(round("r1", ["Token.a"]), GM, w.ports, locks);
    const result = await handleGasInQueue(round("r1", ["Token.a", "Token.b"]), GM, w.ports, locks);
    if (!result.ok) throw new Error(result.reason);
    expect(w.rolled).toEqual(["Aldric", "Brigand"]);
    expect(result.outcome.lines.map((l) => l.name)).toEqual(["Brigand"]);
  });

  it("runs in the write queues of the exposed characters, each once", async () => {
    const w = world();
    const { locks, held } = recordingQueue();
    w.tray.push([0, 0, 0, 0], [0, 0, 0, 0]);
    const result = await handleGasInQueue(round("r1", ["Token.a", "Token.a2", "Token.b", "Token.gone"]), GM, w.ports, locks);
    expect(result.ok).toBe(true);
    expect(held).toEqual([["Actor.a", "Actor.b"]]);
  });
});
