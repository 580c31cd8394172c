/**
 * Rules 4, Magic Resistance: +1 in an opposed roll against magic, once. Ticked in the roller's
 * dialog, on the card, or both, the side rolls with one +1 (the contest's resolution adds it;
 * the roll's own modifiers do not).
 */
import { describe, expect, it } from "vitest";
import { handleContestRequest } from "../../src/play/contest/decide";
import { MARK, THIEF, contestWorld } from "./contest-world";

const CHOICES = { situational: 0, applyWounds: true, opponents: null, talents: [] as string[], visibility: "public" };

async function resisted(onCard: boolean, inDialog: boolean) {
  const w = contestWorld();
  const started = await handleContestRequest(
    {
      kind: "start",
      requestId: "ct-1",
      actorUuid: "Actor.thief",
      tokenUuid: "Token.mark",
      traitA: { kind: "skill", key: "legerdemain" },
      traitB: { kind: "skill", key: "mentalConflict" },
      strength: false,
      bResistsMagic: onCard,
      choices: CHOICES,
    },
    THIEF,
    w.ports,
    w.locks,
  );
  if (!started.ok) throw new Error(started.reason);
  const choices = { ...CHOICES, talents: inDialog ? ["magicResistance"] : [] };
  const rolled = await handleContestRequest({ kind: "roll", messageId: started.messageId, choices }, MARK, w.ports, w.locks);
  if (!rolled.ok) throw new Error(rolled.reason);
  return rolled.state;
}

describe("Magic Resistance counts once in an opposed roll (rules 4)", () => {
  it("ticked on the card and in the dialog: +1 once, a tie against Good legerdemain at Fair", async () => {
    const state = await resisted(true, true);
    expect(state.observers[0]?.roll?.modifiers).toEqual([]);
    expect(state.results[0]?.bonuses.b.magicResistance).toBe(1);
    expect(state.results[0]?.shown?.relative).toBe(0);
  });

  it("ticked only in the dialog: the side resists magic, +1 once", async () => {
    const state = await resisted(false, true);
    expect(state.observers[0]?.resistsMagic).toBe(true);
    expect(state.observers[0]?.roll?.modifiers).toEqual([]);
    expect(state.results[0]?.bonuses.b.magicResistance).toBe(1);
    expect(state.results[0]?.shown?.relative).toBe(0);
  });

  it("ticked nowhere: no bonus, the thief wins by one", async () => {
    const state = await resisted(false, false);
    expect(state.results[0]?.bonuses.b.magicResistance).toBe(0);
    expect(state.results[0]?.shown?.relative).toBe(1);
  });

  it("a side without the talent may not tick it", async () => {
    const w = contestWorld();
    const started = await handleContestRequest(
      {
        kind: "start",
        requestId: "ct-2",
        actorUuid: "Actor.thief",
        tokenUuid: "Token.mark",
        traitA: { kind: "skill", key: "legerdemain" },
        traitB: { kind: "skill", key: "awareness" },
        strength: false,
        choices: { ...CHOICES, talents: ["magicResistance"] },
      },
      THIEF,
      w.ports,
      w.locks,
    );
    expect(started).toEqual({ ok: false, reason: "HARNFUDGE.Notify.TalentNotOwned" });
    expect(w.writes.creates).toBe(0);
  });
});
