/**
 * Rules 1.4: a trait rolled is marked used, so it can be raised at the next session's end. Attacks,
 * defences and contests are rolled on the GM's client, which marks the roller's skill there (the
 * GM's client may write any actor). A refused roll marks nothing.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { handleContestRequest } from "../../src/play/contest/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, EVE, FakeWorld, attackRequest, dodge } from "./world";
import { MARK, THIEF, contestWorld } from "./contest-world";

const CHOICES = { situational: 0, applyWounds: true, opponents: null, talents: [], visibility: "public" };

describe("rolls in play mark the skill used (rules 1.4)", () => {
  it("an attack marks the attacker's weapon skill, a defence the defender's skill", async () => {
    const w = new FakeWorld();
    const locks = createLockQueue();
    w.tray.push([1, 1, 0, 0], [0, 0, 0, 0]);
    const posted = await handleCardRequest(attackRequest(), ALICE, w.portsFor(), locks);
    if (!posted.ok) throw new Error(posted.reason);
    expect(w.marked).toEqual(["Actor.attacker:sword"]);
    const defended = await handleCardRequest(dodge(posted.messageId), BOB, w.portsFor(), locks);
    expect(defended.ok).toBe(true);
    expect(w.marked).toEqual(["Actor.attacker:sword", "Actor.target:dodge"]);
  });

  it("a refused attack or defence marks nothing", async () => {
    const w = new FakeWorld();
    const locks = createLockQueue();
    expect((await handleCardRequest(attackRequest(), EVE, w.portsFor(), locks)).ok).toBe(false);
    expect(w.marked).toEqual([]);
    w.tray.push([1, 1, 0, 0]);
    const posted = await handleCardRequest(attackRequest("req-2"), ALICE, w.portsFor(), locks);
    if (!posted.ok) throw new Error(posted.reason);
    expect((await handleCardRequest(dodge(posted.messageId), EVE, w.portsFor(), locks)).ok).toBe(false);
    expect(w.marked).toEqual(["Actor.attacker:sword"]);
  });

  it("a contest marks each side's trait when that side rolls", async () => {
    const w = contestWorld();
    const started = await handleContestRequest(
      {
        kind: "start",
        requestId: "ct-1",
        actorUuid: "Actor.thief",
        tokenUuid: "Token.mark",
        traitA: { kind: "skill", key: "legerdemain" },
        traitB: { kind: "attribute", key: "strength" },
        strength: false,
        choices: CHOICES,
      },
      THIEF,
      w.ports,
      w.locks,
    );
    if (!started.ok) throw new Error(started.reason);
    expect(w.marked).toEqual(["Actor.thief:skill:legerdemain"]);
    expect(
      (await handleContestRequest({ kind: "roll", messageId: started.messageId, choices: CHOICES }, THIEF, w.ports, w.locks)).ok,
    ).toBe(false);
    expect(w.marked).toHaveLength(1);
    const rolled = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      MARK,
      w.ports,
      w.locks,
    );
    expect(rolled.ok).toBe(true);
    expect(w.marked).toEqual(["Actor.thief:skill:legerdemain", "Actor.mark:attribute:strength"]);
  });
});
