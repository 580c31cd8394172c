/**
 * Rules 6.1, poisonous gases: what the GM's client accepts as a gas round over the wire, which
 * characters a round that was partly applied still rolls, and the write queues a round holds.
 */
import { describe, expect, it } from "vitest";
import { GAS_MAX_TOKENS, handleGasInQueue, parseGasRequest, type GasActorFacts, type GasPorts } from "../../src/play/gas/decide";
import { LADDER_MAX, LADDER_MIN } from "../../src/rules";
import { createLockQueue, type WriteQueue } from "../../src/play/gm/locks";
import { emptyRecords } from "../../src/play/gm/records";

const GM = "gm";
const round = (requestId: unknown, tokenUuids: unknown, difficulty: unknown = 1) => ({
  kind: "gas",
  requestId,
  tokenUuids,
  difficulty,
});

function world() {
  const actors = new Map<string, GasActorFacts>([
    ["Actor.a", { uuid: "Actor.a", name: "Aldric", health: 1, dead: false, records: emptyRecords() }],
    ["Actor.b", { uuid: "Actor.b", name: "Brigand", health: 0, dead: false, records: emptyRecords() }],
  ]);
  const tokens: Record<string, string> = { "Token.a": "Actor.a", "Token.a2": "Actor.a", "Token.b": "Actor.b" };
  const rolled: string[] = [];
  const ports: GasPorts = {
    isGM: (id) => id === GM,
    exposed: (token) => {
      const actor = actors.get(tokens[token] ?? "");
      return actor ? structuredClone(actor) : null;
    },
    async rollHealth(actor) {
      rolled.push(actor.name);
      return { faces: [0, 0, 0, 0], roll: null };
    },
    async record(uuid, records) {
      const actor = actors.get(uuid);
      if (actor) actor.records = records;
    },
    async markHealthUsed() {},
  };
  return { rolled, ports };
}

describe("a gas round over the wire (rules 6.1)", () => {
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
      { ...round("r1", ["Token.a"]), kind: "heal" },
      round(42, ["Token.a"]),
      round("", ["Token.a"]),
      round("r".repeat(201), ["Token.a"]),
      round("r1", "Token.a"),
      round(
        "r1",
        Array.from({ length: GAS_MAX_TOKENS + 1 }, (_, i) => `Token.${i}`),
      ),
      round("r1", ["Token.a", ""]),
      round("r1", ["Token.a", "T".repeat(201)]),
      round("r1", ["Token.a"], "1"),
      round("r1", ["Token.a"], LADDER_MIN - 1),
      round("r1", ["Token.a"], LADDER_MAX + 1),
    ];
    for (const value of bad) expect(parseGasRequest(value), JSON.stringify(value)).toBeNull();
  });

  it("a round already applied to some characters rolls only the others", async () => {
    const w = world();
    const locks = createLockQueue();
    await handleGasInQueue(round("r1", ["Token.a"]), GM, w.ports, locks);
    const result = await handleGasInQueue(round("r1", ["Token.a", "Token.b"]), GM, w.ports, locks);
    if (!result.ok) throw new Error(result.reason);
    expect(w.rolled).toEqual(["Aldric", "Brigand"]);
    expect(result.outcome.lines.map((l) => l.name)).toEqual(["Brigand"]);
  });

  it("runs in the write queues of the exposed characters, each once", async () => {
    const w = world();
    const held: string[][] = [];
    const locks: WriteQueue = {
      run: (keys, task) => {
        held.push([...keys]);
        return task();
      },
    };
    const result = await handleGasInQueue(round("r1", ["Token.a", "Token.a2", "Token.b", "Token.gone"]), GM, w.ports, locks);
    expect(result.ok).toBe(true);
    expect(held).toEqual([["Actor.a", "Actor.b"]]);
  });
});
