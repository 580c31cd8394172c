/**
 * Opposed actions outside combat (rules 2.2) on one card, decided on the designated GM's client:
 * who may start and answer, the GM's own dice, both degrees and the relative degree, a contest of
 * strength's Scale advantage (rules 1.2), Magic Resistance (rules 4), and the card's view.
 */
import { describe, expect, it } from "vitest";
import { handleContestRequest } from "../../src/play/contest/decide";
import { contestCardContext } from "../../src/play/contest/card";
import { compile, i18n } from "./render";
import { CHOICES, GM, MARK, THIEF, contestWorld, startRequest } from "./contest-world";

const start = startRequest;

describe("secret contests (issue 18)", () => {
  it("a GM's contest can be kept from the players: the card says so and its dice are never public", async () => {
    const w = contestWorld();
    const started = await handleContestRequest(start({ secrecy: "gm" }), GM, w.ports, w.locks);
    if (!started.ok) throw new Error(started.reason);
    expect(started.state.secrecy).toBe("gm");
    const answered = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      GM,
      w.ports,
      w.locks,
    );
    expect(answered.ok && answered.state.secrecy).toBe("gm");
    // Both rolls asked as public rolls; a secret contest shows them to the GM (and the roller) alone.
    expect(w.seen).toEqual(["gm", "gm"]);
  });

  it("a player cannot make a contest secret: their request posts a public card", async () => {
    const w = contestWorld();
    const started = await handleContestRequest(start({ secrecy: "gm" }), THIEF, w.ports, w.locks);
    expect(started.ok && started.state.secrecy).toBe("public");
    expect(w.seen).toEqual(["public"]);
    const sides = await handleContestRequest(start({ requestId: "ct-2", secrecy: "sides" }), GM, w.ports, w.locks);
    expect(sides.ok && sides.state.secrecy).toBe("sides");
    const bogus = await handleContestRequest(start({ requestId: "ct-3", secrecy: "everyone!" }), GM, w.ports, w.locks);
    expect(bogus.ok && bogus.state.secrecy).toBe("public");
  });
});

describe("opposed actions on one card (rules 2.2)", () => {
  it("rolls each side on the GM's client at the level it reads, and gives both degrees, the relative degree and the winner", async () => {
    const w = contestWorld();
    w.tray.push([1, 0, 0, 0], [0, 0, -1, 0]);
    const started = await handleContestRequest(start(), THIEF, w.ports, w.locks);
    if (!started.ok) throw new Error(started.reason);
    expect(started.state.a.roll).toMatchObject({ level: 1, faces: [1, 0, 0, 0] });
    expect(started.state.result).toBeNull();
    // The thief cannot roll for the mark; the mark's owner can.
    expect(
      await handleContestRequest({ kind: "roll", messageId: started.messageId, choices: CHOICES }, THIEF, w.ports, w.locks),
    ).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
    const answered = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      MARK,
      w.ports,
      w.locks,
    );
    // Legerdemain Good +1 → Great (+2); Awareness Fair −1 → Mediocre (−1): the thief wins by +3.
    expect(answered.ok && answered.state.result).toMatchObject({ winner: "a", aDegree: 2, bDegree: -1, relative: 3 });
    expect(w.writes).toEqual({ creates: 1, updates: 1, dice: 2 });
    expect(
      await handleContestRequest({ kind: "roll", messageId: started.messageId, choices: CHOICES }, GM, w.ports, w.locks),
    ).toEqual({
      ok: false,
      reason: "HARNFUDGE.Contest.AlreadyRolled",
    });
  });

  it("refuses a side the requester does not own, a trait it cannot attempt, and bounds the modifiers", async () => {
    const w = contestWorld();
    expect(await handleContestRequest(start(), MARK, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
    const noSkill = start({ traitA: { kind: "skill", key: "alchemy" } });
    expect(await handleContestRequest(noSkill, THIEF, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SkillNotAttemptable",
    });
    const plus20 = start({ choices: { ...CHOICES, situational: 20 } });
    expect(await handleContestRequest(plus20, THIEF, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SituationalTooLarge",
    });
    expect(w.writes).toEqual({ creates: 0, updates: 0, dice: 0 });
  });

  it("creates nothing twice for a replayed start", async () => {
    const w = contestWorld();
    const first = await handleContestRequest(start(), THIEF, w.ports, w.locks);
    const again = await handleContestRequest(start(), THIEF, w.ports, w.locks);
    expect(again.ok && first.ok && again.messageId).toBe(first.ok ? first.messageId : "");
    expect(w.writes.creates).toBe(1);
  });

  it("gives the stronger side its Strength Scale advantage in a contest of strength (rules 1.2), and Magic Resistance +1 (rules 4)", async () => {
    const w = contestWorld();
    w.tray.push([0, 0, 0, 0], [0, 0, 0, 0]);
    const strength = start({
      requestId: "ct-2",
      tokenUuid: "Token.bear",
      preset: "strength",
      traitA: { kind: "attribute", key: "strength" },
      traitB: { kind: "attribute", key: "strength" },
      strength: true,
    });
    const started = await handleContestRequest(strength, THIEF, w.ports, w.locks);
    if (!started.ok) throw new Error(started.reason);
    const done = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      GM,
      w.ports,
      w.locks,
    );
    // Fair 0 against the bear's Good +1 and Scale 3: the bear wins by 4.
    expect(done.ok && done.state.result).toMatchObject({
      winner: "b",
      aDegree: 0,
      bDegree: 4,
      relative: -4,
      bonuses: { b: { scale: 3, magicResistance: 0 } },
    });
    w.tray.push([0, 0, 0, 0], [0, 0, 0, 0]);
    const magic = start({
      requestId: "ct-3",
      preset: "mentalConflict",
      traitA: { kind: "skill", key: "legerdemain" },
      traitB: { kind: "skill", key: "mentalConflict" },
      bResistsMagic: true,
    });
    const m = await handleContestRequest(magic, THIEF, w.ports, w.locks);
    if (!m.ok) throw new Error(m.reason);
    const r = await handleContestRequest({ kind: "roll", messageId: m.messageId, choices: CHOICES }, MARK, w.ports, w.locks);
    // Good +1 against Fair 0 with Magic Resistance +1: a tie.
    expect(r.ok && r.state.result).toMatchObject({
      winner: "tie",
      aDegree: 1,
      bDegree: 1,
      bonuses: { b: { magicResistance: 1 } },
    });
  });

  it("shows both degrees, the relative degree as a number and a ladder word, and the winner", async () => {
    const w = contestWorld();
    w.tray.push([1, 0, 0, 0], [0, 0, -1, 0]);
    const started = await handleContestRequest(start(), THIEF, w.ports, w.locks);
    if (!started.ok) throw new Error(started.reason);
    const waiting = contestCardContext(started.state, i18n);
    expect(waiting.status).toBe("Merchant (token)'s owner or the GM: roll Awareness.");
    const done = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      MARK,
      w.ports,
      w.locks,
    );
    if (!done.ok) throw new Error(done.reason);
    const view = contestCardContext(done.state, i18n);
    expect(view.result).toMatchObject({
      aDegree: "Great",
      bDegree: "Mediocre",
      relative: "+3",
      text: "Tam wins by +3.",
    });
    const html = compile("templates/chat/contest.hbs")(view);
    // The margin is a number, not a ladder word.
    expect(html).toContain("Relative degree +3</span>");
    expect(view.result).not.toHaveProperty("relativeWord");
    expect(html).not.toContain('data-contest-action="roll"');
  });

  it("shows the degree a side reaches with its contest bonus, the degree the contest compares (rules 1.2, 4)", async () => {
    const w = contestWorld();
    w.tray.push([1, 1, 0, 0], [0, 0, 0, 0]);
    const strength = start({
      requestId: "ct-4",
      tokenUuid: "Token.bear",
      preset: "strength",
      traitA: { kind: "attribute", key: "strength" },
      traitB: { kind: "attribute", key: "strength" },
      strength: true,
    });
    const started = await handleContestRequest(strength, THIEF, w.ports, w.locks);
    if (!started.ok) throw new Error(started.reason);
    const done = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      GM,
      w.ports,
      w.locks,
    );
    if (!done.ok) throw new Error(done.reason);
    const html = compile("templates/chat/contest.hbs")(contestCardContext(done.state, i18n));
    // Tam: Fair, dice +2 → Great, no bonus. The bear: Good on blank dice, +3 Strength Scale → Superb +1, and wins by 2.
    expect(html).toContain("Strength Scale advantage +3");
    expect(html.match(/contest-card__degree/g)).toHaveLength(1);
    // The final degree big, in the side that has the bonus; its rolled degree stays in the roll, small.
    expect(html).toMatch(/contest-card__side--b contest-card__side--bonus/);
    expect(html).toMatch(/With the bonus<\/span> <strong class="contest-card__final">Superb \+1<\/strong>/);
    expect(html).toContain("Bear wins by +2.");
  });
});
