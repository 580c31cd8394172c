/**
 * Attack class 9, cards in a private roll mode: an attack or defence rolled as a GM, blind or self
 * roll still posts a public card, so everyone who must act sees its controls (the target's player
 * defends, the attacker's player rolls damage, the GM sets difficulties and undoes); only the dice
 * are kept from those the mode excludes: the public card holds no faces, and the roll sits in a
 * whispered message for its audience. The GM's client reads the hidden faces to decide.
 */
import { describe, expect, it } from "vitest";
import { audience } from "../../src/play/gm/audience";
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
