/**
 * Attack class "script in the GM's browser": every card, dialog, summary and flavour HârnFudge
 * builds carries names, labels and subjects as text, never as markup. Each is rendered here with a
 * hostile name in every user-controlled place, and no live tag may come out: the name's `<` must
 * only ever appear escaped.
 */
import { describe, expect, it } from "vitest";
import { SYSTEM_PATH, createRenderer } from "../../scripts/render/harness";
import { attackCard, attackStages } from "../../scripts/render/play-fixtures";
import { healingCardContext } from "../../src/play/healing/card";
import { handleHealRequest } from "../../src/play/healing/decide";
import { contestCardContext } from "../../src/play/contest/card";
import { sessionCardContext, sessionContext } from "../../src/play/session/context";
import { checkCardContext } from "../../src/rolls/check";
import { CONSENTED, healWorld, healRequest, HEALER_PLAYER, outcomeOf } from "../play/heal-world";
import type { AttackCard } from "../../src/play/attack/state";

const EVIL = `<img src=x onerror="alert('pwned')">`;
const r = createRenderer();
const render = (path: string, context: object) => r.render(`${SYSTEM_PATH}/templates/${path}`, context);

/** No markup from the hostile name survives: its tag only appears escaped. */
function expectInert(html: string): void {
  expect(html).not.toContain("<img src=x");
  expect(html).not.toMatch(/onerror="alert/);
  expect(html).toContain("&lt;img src");
}

function hostileCard(card: AttackCard): AttackCard {
  return {
    ...card,
    attacker: { ...card.attacker, name: EVIL },
    target: { ...card.target, name: EVIL },
    weapon: { ...card.weapon, name: EVIL },
    skill: EVIL,
    warnings: [{ key: "HARNFUDGE.Card.Engaged", data: { n: "2", target: EVIL, penalty: "-1" } }],
    attack: { ...card.attack, modifiers: [{ label: EVIL, value: 1 }] },
  };
}

describe("hostile names are text everywhere", () => {
  it("on the attack card, at every stage", () => {
    for (const [, card] of attackStages()) expectInert(render("chat/attack.hbs", attackCard(r.i18n, hostileCard(card))));
  });

  it("on a check card's label (an item's name) and its flavour", () => {
    const context = checkCardContext({
      check: {
        kind: "skill",
        label: EVIL,
        traitKey: null,
        level: 1,
        modifiers: [{ label: "HARNFUDGE.Roll.Situational", value: 1 }],
        difficulty: 0,
        actorUuid: null,
      },
      faces: [1, 0, 0, -1],
      formula: "4dF + 1",
      isPrivate: false,
      i18n: r.i18n,
    });
    expectInert(render("chat/roll.hbs", { ...context, flavor: EVIL }));
  });

  it("on the healing card, the contest card, the session tool and summary, the end-of-combat summary and the dialogs", async () => {
    const w = healWorld();
    const healed = await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED);
    expectInert(
      render(
        "chat/healing.hbs",
        healingCardContext({ ...outcomeOf(healed), patientName: EVIL, healerName: EVIL, skill: EVIL }, r.i18n),
      ),
    );
    const side = {
      actorUuid: "a",
      tokenUuid: null,
      name: EVIL,
      img: "",
      trait: { kind: "skill" as const, key: EVIL },
      resistsMagic: false,
      roll: null,
      by: null,
    };
    expectInert(
      render(
        "chat/contest.hbs",
        contestCardContext(
          {
            v: 2,
            requestId: "r",
            requesterId: "u",
            presetKey: null,
            strength: false,
            a: side,
            observers: [side, side],
            results: [null, null],
            secrecy: "public",
          },
          r.i18n,
        ),
      ),
    );
    expectInert(render("apps/session.hbs", sessionContext([{ id: "a", name: EVIL, img: "", earned: 0, balance: 0 }], 1)));
    expectInert(
      render("chat/session.hbs", sessionCardContext([{ actorId: "a", name: EVIL, award: 1, earned: 1, reasons: [] }], 1, 2)),
    );
    expectInert(
      render("chat/end-combat.hbs", {
        lines: [{ index: 0, name: EVIL, wound: "Hurt", infected: true, lucky: EVIL, offerLucky: true }],
        failed: [EVIL],
      }),
    );
    expectInert(render("dialog/pick-target.hbs", { targets: [{ index: 0, name: EVIL, img: "", checked: true }] }));
    expectInert(
      render("dialog/healing.hbs", {
        patient: EVIL,
        healer: EVIL,
        canRoll: true,
        isGM: true,
        skills: [{ key: "x", label: EVIL, levelWord: "Fair", selected: true }],
        results: [],
      }),
    );
    expectInert(
      render("dialog/contest.hbs", { actor: EVIL, opponent: EVIL, presets: [], traits: [{ value: "x", label: EVIL }] }),
    );
  });
});
