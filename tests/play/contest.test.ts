/**
 * Opposed actions outside combat (rules 2.2) on one card, decided on the designated GM's client:
 * who may start and answer, the GM's own dice, both degrees and the relative degree, a contest of
 * strength's Scale advantage (rules 1.2), Magic Resistance (rules 4), secret contests, and the
 * card's view. One roll against many observers: contest-observers.test.ts; hidden rolls and Lucky:
 * contest-hidden.test.ts.
 */
import { describe, expect, it } from "vitest";
import { handleContestRequest } from "../../src/play/contest/decide";
import { contestCardContext } from "../../src/play/contest/card";
import { compile, i18n } from "./render";
import { CHOICES, GM, MARK, THIEF, contestWorld, startRequest } from "./contest-world";

const start = startRequest;

describe("secret contests (issue 18)", () => {
  it("a GM's contest can be kept from the players: the card says so, and its public dice ride the card only its audience receives", async () => {
    const w = contestWorld();
    w.tray.push([1, 0, 0, 0], [0, 0, 0, 0]);
    const started = await handleContestRequest(start({ secrecy: "gm" }), GM, w.ports, w.locks);
    if (!started.ok) throw new Error(started.reason);
    expect(started.state.secrecy).toBe("gm");
    const answered = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      GM,
      w.ports,
      w.locks,
    );
    if (!answered.ok) throw new Error(answered.reason);
    expect(answered.state.secrecy).toBe("gm");
    // Both rolls asked as public rolls join the card (whispered to the GMs: contest/foundry.ts), so the GMs read the result.
    expect(w.seen).toEqual(["public", "public"]);
    expect(answered.state.results[0]?.shown).toMatchObject({ winner: "a", relative: 2 });
    const view = contestCardContext(answered.state, i18n);
    expect(view.secret).toBe("secret: GM only");
  });

  it("on a GM-only card a GM or blind roll is seen by all who receive it: its result is kept; a self roll's is not", async () => {
    const w = contestWorld();
    const started = await handleContestRequest(
      start({ secrecy: "gm", choices: { ...CHOICES, visibility: "blind" } }),
      GM,
      w.ports,
      w.locks,
    );
    if (!started.ok) throw new Error(started.reason);
    const gm = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: { ...CHOICES, visibility: "gm" } },
      GM,
      w.ports,
      w.locks,
    );
    expect(gm.ok && gm.state.results[0]?.shown).toMatchObject({ winner: "a" });
    const other = await handleContestRequest(
      start({ requestId: "ct-self", secrecy: "gm", choices: { ...CHOICES, visibility: "self" } }),
      GM,
      w.ports,
      w.locks,
    );
    if (!other.ok) throw new Error(other.reason);
    const self = await handleContestRequest({ kind: "roll", messageId: other.messageId, choices: CHOICES }, GM, w.ports, w.locks);
    expect(self.ok && self.state.results[0]?.shown).toBeNull();
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
    expect(started.state.results).toEqual([null]);
    // The thief cannot roll for the mark; the mark's owner can.
    expect(
      await handleContestRequest({ kind: "roll", messageId: started.messageId, choices: CHOICES }, THIEF, w.ports, w.locks),
    ).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    const answered = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      MARK,
      w.ports,
      w.locks,
    );
    // Legerdemain Good +1 → Great (+2); Awareness Fair −1 → Mediocre (−1): the thief wins by +3.
    expect(answered.ok && answered.state.results[0]?.shown).toEqual({ winner: "a", aDegree: 2, bDegree: -1, relative: 3 });
    expect(w.writes).toEqual({ creates: 1, updates: 1, dice: 2 });
    expect(
      await handleContestRequest({ kind: "roll", messageId: started.messageId, choices: CHOICES }, GM, w.ports, w.locks),
    ).toEqual({ ok: false, reason: "HARNFUDGE.Contest.AlreadyRolled" });
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

  it("asks who may start before anything else: a stranger replaying another's request id learns nothing of its card (issue 28)", async () => {
    const w = contestWorld();
    const first = await handleContestRequest(start(), THIEF, w.ports, w.locks);
    expect(first.ok).toBe(true);
    expect(await handleContestRequest(start(), MARK, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
  });

  it("creates nothing twice for a replayed start (a retry after a timeout carries the same id)", async () => {
    const w = contestWorld();
    const first = await handleContestRequest(start(), THIEF, w.ports, w.locks);
    const again = await handleContestRequest(start(), THIEF, w.ports, w.locks);
    expect(again.ok && first.ok && again.messageId).toBe(first.ok ? first.messageId : "");
    expect(w.writes).toEqual({ creates: 1, updates: 0, dice: 1 });
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
    expect(done.ok && done.state.results[0]).toEqual({
      shown: { winner: "b", aDegree: 0, bDegree: 4, relative: -4 },
      bonuses: { a: { scale: 0, magicResistance: 0 }, b: { scale: 3, magicResistance: 0 } },
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
    expect(r.ok && r.state.results[0]).toEqual({
      shown: { winner: "tie", aDegree: 1, bDegree: 1, relative: 0 },
      bonuses: { a: { scale: 0, magicResistance: 0 }, b: { scale: 0, magicResistance: 1 } },
    });
  });
});

describe("the card (rules 2.2)", () => {
  it("waits for the observer's roll, then says who won and by how much, a number not a ladder word", async () => {
    const w = contestWorld();
    w.tray.push([1, 0, 0, 0], [0, 0, -1, 0]);
    const started = await handleContestRequest(start(), THIEF, w.ports, w.locks);
    if (!started.ok) throw new Error(started.reason);
    const waiting = contestCardContext(started.state, i18n);
    expect(waiting.status).toBe("Waiting for Merchant (token) to roll Awareness.");
    expect(waiting.summary).toBeNull();
    // The title names both traits (a preset): the lines do not repeat them.
    expect(waiting.title).toBe("Legerdemain against Awareness");
    expect(waiting.a).toMatchObject({ name: "Tam", trait: null, degree: "Great", hidden: false, lucky: true });
    expect(waiting.rows).toEqual([expect.objectContaining({ waiting: true, rollLabel: "Roll Awareness", outcome: null })]);
    const waitingHtml = compile("templates/chat/contest.hbs")(waiting);
    expect(waitingHtml).toContain(
      'data-contest-action="roll" data-row="0" data-visible-to="contestRoll" data-actor="Actor.mark"',
    );
    const done = await handleContestRequest(
      { kind: "roll", messageId: started.messageId, choices: CHOICES },
      MARK,
      w.ports,
      w.locks,
    );
    if (!done.ok) throw new Error(done.reason);
    const view = contestCardContext(done.state, i18n);
    expect(view.status).toBeNull();
    expect(view.summary).toMatchObject({ text: "Tam wins by +3.", detail: "Relative degree +3" });
    // One observer: the result line says it all; its line shows its degree.
    expect(view.rows[0]).toMatchObject({ degree: "Mediocre", outcome: null });
    const html = compile("templates/chat/contest.hbs")(view);
    expect(html).toContain("Relative degree +3</span>");
    expect(html).not.toContain('data-contest-action="roll"');
    // The dice and modifiers are folded under Details at every step.
    expect(html).toMatch(/<details class="card-details" data-card-details>.*card-roll/s);
  });

  it("lists the contest's bonuses in the details: a contest of strength's Scale (rules 1.2)", async () => {
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
    // Tam: Fair, dice +2 → Great. The bear: Good on blank dice, +3 Strength Scale → Superb +1, and wins by 2.
    expect(html).toContain("Strength Scale advantage +3");
    expect(html).toContain("Bear wins by +2.");
    expect(html).not.toContain("Tam: Strength Scale");
  });
});
