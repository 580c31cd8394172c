/**
 * Attack class 9, cards in a private roll mode: an attack or defence rolled as a GM, blind or self
 * roll still posts a public card, so everyone who must act sees its controls (the target's player
 * defends, the attacker's player rolls damage, the GM sets difficulties and undoes); only the dice
 * are kept from those the mode excludes: the public card holds no faces, and the roll sits in a
 * whispered message for its audience. The GM's client reads the hidden faces to decide.
 */
import { describe, expect, it } from "vitest";
import { audience } from "../../src/play/services/audience";
import { mayUse, type Viewer } from "../../src/play/attack/visibility";
import { attackCard, attackCardHtml, attackStages } from "../../scripts/render/play-fixtures";
import { signed } from "../../src/i18n/format";
import type { AttackCard } from "../../src/play/attack/state";
import { createRenderer } from "../../scripts/render/harness";
import { ALICE, BOB, EVE, FakeWorld, GM, attackRequest, dodge, gmClient } from "./helpers";

const MODES = ["gm", "blind", "self"] as const;
const r = createRenderer();

function viewer(id: string, isGM: boolean, owned: string[]): Viewer {
  return { id, isGM, owns: (uuid) => owned.includes(uuid), luckyReady: () => false };
}
const VIEWERS = {
  gm: viewer(GM, true, []),
  attacker: viewer(ALICE, false, ["Actor.attacker"]),
  target: viewer(BOB, false, ["Actor.target"]),
  onlooker: viewer(EVE, false, []),
};

describe("cards in a private roll mode", () => {
  it("shows each roll's dice only to the mode's audience", () => {
    expect(audience("gm", ALICE, [GM])).toEqual({ whisper: [GM, ALICE], blind: false });
    expect(audience("blind", ALICE, [GM])).toEqual({ whisper: [GM], blind: true });
    expect(audience("self", ALICE, [GM])).toEqual({ whisper: [ALICE], blind: false });
    expect(audience("public", ALICE, [GM])).toEqual({ whisper: [], blind: false });
  });

  for (const mode of MODES) {
    it(`keeps the controls for everyone who must act when the attack is a ${mode} roll, and the dice out of the card`, async () => {
      const w = new FakeWorld();
      const { act } = gmClient(w);
      const choices = { situational: 0, applyWounds: true, opponents: null, talents: [], visibility: mode };
      w.tray.push([1, 1, 0, 0], [0, 0, 0, -1], [1]);
      const posted = await act(attackRequest(`req-${mode}`, { choices }), ALICE);
      if (!posted.ok) throw new Error(posted.reason);
      const card = posted.state;
      // The public card holds no faces; the whispered dice message goes to the mode's audience.
      expect(card.attack.faces).toBeNull();
      const dice = w.messages.get(card.attack.diceMessageIds[0] ?? "");
      expect(dice?.whisper).toEqual([ALICE]);
      expect(attackCardHtml(r, card)).not.toMatch(/data-face=/);
      // The defence control is the target's (and the GM's) whatever the mode; onlookers act on nothing.
      expect(mayUse(VIEWERS.target, "defend", card)).toBe(true);
      expect(mayUse(VIEWERS.gm, "defend", card)).toBe(true);
      expect(mayUse(VIEWERS.onlooker, "defend", card)).toBe(false);
      // The target's player defends; the GM's client reads the hidden attack to resolve it.
      const defended = await act({ ...dodge(posted.messageId), choices: { ...choices } }, BOB);
      expect(defended.ok && defended.state.resolution?.relativeDegree).toBe(4);
      expect(defended.ok && mayUse(VIEWERS.attacker, "damage", defended.state)).toBe(true);
      const damaged = await act({ kind: "damage", messageId: posted.messageId }, ALICE);
      expect(damaged.ok).toBe(true);
      if (!damaged.ok) return;
      for (const who of [VIEWERS.gm, VIEWERS.attacker, VIEWERS.target]) expect(mayUse(who, "apply", damaged.state)).toBe(true);
      expect(mayUse(VIEWERS.onlooker, "apply", damaged.state)).toBe(false);
      expect((await act({ kind: "apply", messageId: posted.messageId }, BOB)).ok).toBe(true);
      expect(mayUse(VIEWERS.gm, "undo", damaged.state)).toBe(true);
      expect(w.actor("Actor.target").wounds.boxes.filter((b) => b.marked)).toHaveLength(1);
    });
  }
});

describe("a hidden roll cannot be worked out from the public card (issue 17, item 12)", () => {
  const applied = Object.fromEntries(attackStages())["applied"];
  if (!applied?.damage) throw new Error("fixture: no applied stage");
  const hideAttack = (card: AttackCard): AttackCard => ({ ...card, attack: { ...card.attack, visibility: "gm", faces: null } });

  it("shows the relative degree, the damage total and the headline's total on a public card", () => {
    const context = attackCard(r.i18n, applied);
    expect(context.resolution?.relativeDegree).toMatch(/^[+−]?\d+$/);
    expect(context.damage?.total).toMatch(/^[+−]?\d+$/);
    expect(context.headline?.text).toMatch(/\+\d/);
  });

  for (const [name, hide] of [
    ["attack", hideAttack],
    [
      "damage die",
      (card: AttackCard): AttackCard => ({
        ...card,
        damage:
          card.damage && card.damage.fudge
            ? { ...card.damage, fudge: { ...card.damage.fudge, visibility: "blind", faces: null } }
            : card.damage,
      }),
    ],
  ] as const)
    it(`keeps every number that gives a hidden ${name} away off the card: relative degree, total, the headline's total`, () => {
      const card = hide(applied);
      const context = attackCard(r.i18n, card);
      const numbers = [
        context.resolution?.relativeDegree,
        context.damage?.total,
        ...(context.damage?.added ?? []).map((a) => a.value),
      ];
      expect(numbers.filter((n) => n !== undefined && /\d/.test(n))).toEqual(
        (context.damage?.added ?? []).filter((a) => !/Relative/.test(a.label)).map((a) => a.value),
      );
      expect(context.resolution?.relativeDegree).toBe("hidden");
      expect(context.damage?.total).toBe("hidden");
      expect(context.headline?.text).not.toMatch(/[+−]\d/);
      const html = attackCardHtml(r, card);
      expect(html).not.toContain(`<td>${signed(card.damage?.breakdown.total ?? 0)}</td>`);
    });
});

describe("a hidden roll is hidden in the data every client receives, not only in the HTML (issue 28, item 1)", () => {
  /** Every public message's stored attack card (what every client receives). */
  function publicCards(w: FakeWorld): AttackCard[] {
    return [...w.messages.values()].filter((m) => m.whisper.length === 0 && m.flags.attack).map((m) => w.card(m.id));
  }

  for (const mode of MODES)
    for (const side of ["attack", "defence"] as const)
      it(`a ${mode} ${side} roll: no degree, relative degree, 1dF or total it decided is in the card's flags`, async () => {
        const w = new FakeWorld();
        const { act } = gmClient(w);
        const hidden = { situational: 0, applyWounds: true, opponents: null, talents: [], visibility: mode };
        const plain = { ...hidden, visibility: "public" as const };
        w.tray.push([1, 1, 0, 0], [0, 0, 0, -1], [1]);
        const posted = await act(attackRequest(`req-${mode}-${side}`, { choices: side === "attack" ? hidden : plain }), ALICE);
        if (!posted.ok) throw new Error(posted.reason);
        const defended = await act({ ...dodge(posted.messageId), choices: side === "defence" ? hidden : plain }, BOB);
        const damaged = await act({ kind: "damage", messageId: posted.messageId }, ALICE);
        if (!defended.ok || !damaged.ok) throw new Error("refused");
        // The GM's client decided from the full numbers: Superb (+3) against Poor (−1) is +4, full table, 1dF +1.
        expect(defended.state.resolution?.relativeDegree).toBe(4);
        const full = damaged.state.damage?.breakdown;
        expect(full && [full.relativeDegreeAdded, full.fudgeDieAdded, full.total]).toEqual([4, 1, (full?.damageFactor ?? 0) + 5]);
        const [stored] = publicCards(w);
        if (!stored?.resolution || !stored.damage) throw new Error("no public card");
        expect(stored.resolution.relativeDegree).toBeNull();
        expect(stored.resolution.attackDegree).toBe(side === "attack" ? null : 3);
        expect(stored.resolution.defenceDegree).toBe(side === "defence" ? null : -1);
        expect(stored.damage.breakdown.relativeDegree).toBeNull();
        expect(stored.damage.breakdown.relativeDegreeAdded).toBeNull();
        expect(stored.damage.breakdown.total).toBeNull();
        // The 1dF is rolled with the attack's visibility: hidden with it.
        expect(stored.damage.breakdown.fudgeDie).toBe(side === "attack" ? null : 1);
        expect(stored.damage.fudge?.faces ?? null).toEqual(side === "attack" ? null : [1]);
        // What happened stays public, and Apply marks it.
        expect(stored.resolution.hit).toBe(true);
        expect(stored.damage.level).toBe(damaged.state.damage?.level);
        expect((await act({ kind: "apply", messageId: posted.messageId }, BOB)).ok).toBe(true);
        expect(w.actor("Actor.target").wounds.boxes.filter((b) => b.marked)).toHaveLength(1);
        // The card's HTML shows none of them either.
        const html = attackCardHtml(r, w.card(posted.messageId));
        expect(html).not.toContain(`<td>${signed(damaged.state.damage?.breakdown.total ?? 0)}</td>`);
      });

  it("a graze's total stays on the card with a hidden attack: it is the public damage factor (rules 3.4.4)", async () => {
    const w = new FakeWorld();
    const { act } = gmClient(w);
    const hidden = { situational: 0, applyWounds: true, opponents: null, talents: [], visibility: "gm" as const };
    w.tray.push([1, 0, 0, 0], [0, 1, 0, 0]); // Great against Good: relative +1, the graze table
    const posted = await act(attackRequest("req-graze", { choices: hidden }), ALICE);
    if (!posted.ok) throw new Error(posted.reason);
    const defended = await act(dodge(posted.messageId), BOB);
    if (!defended.ok) throw new Error(defended.reason);
    const [stored] = publicCards(w);
    const breakdown = stored?.damage?.breakdown;
    expect(stored?.resolution?.table).toBe("graze");
    expect(breakdown?.relativeDegree).toBeNull();
    expect(breakdown && [breakdown.total, breakdown.damageFactor]).toEqual([3, 3]);
  });

  it("a public card keeps every number", async () => {
    const w = new FakeWorld();
    const { act } = gmClient(w);
    w.tray.push([1, 1, 0, 0], [0, 0, 0, -1], [1]);
    const posted = await act(attackRequest("req-public"), ALICE);
    if (!posted.ok) throw new Error(posted.reason);
    await act(dodge(posted.messageId), BOB);
    await act({ kind: "damage", messageId: posted.messageId }, ALICE);
    const card = w.card(posted.messageId);
    expect(card.resolution).toMatchObject({ attackDegree: 3, defenceDegree: -1, relativeDegree: 4 });
    expect(card.damage?.breakdown).toMatchObject({ relativeDegree: 4, relativeDegreeAdded: 4, fudgeDie: 1, fudgeDieAdded: 1 });
    expect(card.damage?.breakdown.total).not.toBeNull();
  });
});
