/**
 * Rules 3.2.1, the GM's side: the GM sets where a defender stands (open ground, surrounded, a
 * doorway, a doorway beset from both sides) on the designated GM's client; a player cannot. The
 * request names the position wanted, so a second click that crossed the first writes nothing twice.
 * The position set this way is what the attack cards count a defender's opponents by.
 */
import { describe, expect, it } from "vitest";
import { handleEngagementRequest, parseEngagementRequest, type EngagementPorts } from "../../src/play/engagement/decide";
import { engagementTooltip } from "../../src/play/engagement/view";
import { engagedOpponents } from "../../src/play/attack/decide-steps";
import type { EngagementPosition } from "../../src/rules";
import { asEngagementPosition } from "../../src/rules/engagement-positions";
import type { AttackCard } from "../../src/play/attack/state";

const TOKEN = "Scene.s.Token.t";
const GM = "gm";
const PLAYER = "alice";

/** Tokens' flags as stored (raw), and the writes made. */
function world(flags: Record<string, unknown> = { [TOKEN]: undefined }) {
  const writes: [string, EngagementPosition][] = [];
  const ids = new Map<string, string[]>();
  const ports: EngagementPorts = {
    isGM: (id) => id === GM,
    position: (uuid) => (uuid in flags ? asEngagementPosition(flags[uuid]) : null),
    requests: (uuid) => ids.get(uuid) ?? [],
    async write(uuid, position, requests) {
      writes.push([uuid, position]);
      flags[uuid] = position;
      ids.set(uuid, requests);
    },
  };
  return { flags, writes, ports, ids };
}

describe("the GM sets a defender's engagement position (rules 3.2.1)", () => {
  it("the GM puts a token in a doorway: its flag is written once", async () => {
    const w = world();
    const result = await handleEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "doorway" }, GM, w.ports);
    expect(result).toEqual({ ok: true, position: "doorway", changed: true });
    expect(w.writes).toEqual([[TOKEN, "doorway"]]);
    const again = await handleEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "doorway" }, GM, w.ports);
    expect(again).toEqual({ ok: true, position: "doorway", changed: false });
    expect(w.writes).toHaveLength(1);
  });

  it("a player is refused and nothing is written", async () => {
    const w = world();
    const result = await handleEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "doorway" }, PLAYER, w.ports);
    expect(result).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(w.writes).toEqual([]);
  });

  it("a position the rules do not name, or no such token, is refused", async () => {
    const w = world();
    expect(parseEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "hallway" })).toBeNull();
    expect(await handleEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "hallway" }, GM, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(
      await handleEngagementRequest({ kind: "engagement", tokenUuid: "Scene.s.Token.gone", position: "open" }, GM, w.ports),
    ).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    expect(w.writes).toEqual([]);
  });

  it("the position set is what a defence counts: three attackers in a doorway are two opponents", async () => {
    const w = world();
    await handleEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "doorway" }, GM, w.ports);
    // engagedOpponents reads only the card's round, attacker and target; the rest of a card is not built here.
    const card = {
      round: { combat: "c1", round: 1 },
      attacker: { actorUuid: "Actor.c" },
      target: { actorUuid: "Actor.d", tokenUuid: TOKEN },
    } as Pick<AttackCard, "round" | "attacker" | "target"> as AttackCard;
    const ports = {
      attackersInRound: () => ["Actor.a", "Actor.b"],
      engagementPosition: (uuid: string | null) => (uuid ? (w.ports.position(uuid) ?? "open") : "open"),
    };
    expect(engagedOpponents(card, ports)).toBe(2);
    await handleEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "open" }, GM, w.ports);
    expect(engagedOpponents(card, ports)).toBe(3);
  });

  it("the HUD's tooltip names the position, its limit and the next one", () => {
    const i18n = {
      localize: (k: string) => k.split(".").pop() ?? k,
      format: (k: string, d: Record<string, string>) => JSON.stringify(d),
    };
    expect(JSON.parse(engagementTooltip("doorway", i18n))).toEqual({ position: "doorway", max: "2", next: "doorwayBothSides" });
    expect(JSON.parse(engagementTooltip("doorwayBothSides", i18n))).toEqual({
      position: "doorwayBothSides",
      max: "4",
      next: "open",
    });
  });
});
