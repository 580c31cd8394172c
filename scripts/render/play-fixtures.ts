/**
 * The fixture fight, as plain data, for the play screenshots and the chat-card benchmark: Aldric
 * (Good sword, Strength +1, broadsword +3) attacks a brigand in leather (armor 1), who dodges.
 * The card contexts come from the system's own builders (card-view.ts, check.ts). No Node APIs.
 */
import { resolutionOf, damageOf, type AttackerFacts, type DefenderFacts } from "../../src/play/attack/resolve";
import { CARD_VERSION, type AttackCard, type RollRecord } from "../../src/play/attack/state";
import { attackCardContext } from "../../src/play/attack/card-view";
import { withDamage } from "../../src/play/attack/decide-common";
import { checkCardContext, checkFormula, type CheckData, type CheckKind, type LuckyInfo } from "../../src/rolls/check";
import type { Renderer } from "./core";

type I18n = Renderer["i18n"];

export const SYSTEM_PATH = "systems/harnfudge";
export const ATTACKER: AttackerFacts = {
  strength: 1,
  strengthScale: 0,
  weaponStrength: 3,
  musclePowered: true,
  scaledToWielder: false,
};
export const DEFENDER: DefenderFacts = { damageCapacity: 0, massScale: 0, armorValue: 1, mysticalShield: false };

export function roll(level: number, faces: number[] | null, extra: Partial<RollRecord> = {}): RollRecord {
  return { level, modifiers: [], visibility: "public", faces, diceMessageIds: [], lucky: null, ...extra };
}

/** Aldric's attack on the brigand as the GM's client posted it (Good sword, dice +2). */
export function postedCard(extra: Partial<AttackCard> = {}): AttackCard {
  return {
    v: CARD_VERSION,
    requestId: "req-fixture",
    requesterId: "alice",
    attacker: { actorUuid: "Actor.aldric", tokenUuid: null, name: "Aldric of Tashal", img: "" },
    weapon: { id: "sword", uuid: "Actor.aldric.Item.sword", name: "Broadsword", wounding: "edged" },
    mode: "melee",
    skill: "sword",
    options: { stun: false, pullTo: null, opponents: 1 },
    attack: roll(1, [1, 1, 0, 0]),
    target: { actorUuid: "Actor.brigand", tokenUuid: null, name: "Brigand", img: "" },
    defence: null,
    resolution: null,
    damage: null,
    open: true,
    applied: null,
    undone: 0,
    warnings: [],
    closed: false,
    ...extra,
  };
}

/** A card moved on as the GM's client does: the defence rolled, then the 1dF (the same pure steps). */
export function defendedCard(card: AttackCard, defenceFaces: number[], level = 0): AttackCard {
  const defended: AttackCard = {
    ...card,
    defence: { kind: "opposed", skill: "dodge", roll: roll(level, defenceFaces), difficulty: null, by: "bob" },
  };
  const faces = { attack: card.attack.faces ?? [], defence: defenceFaces };
  const resolution = resolutionOf(defended, faces);
  const next = { ...defended, resolution };
  return resolution?.table === "graze" ? withDamage(next, damageOf(next, faces, ATTACKER, DEFENDER, null, 0)) : next;
}

export function damagedCard(card: AttackCard, fudgeFace: number): AttackCard {
  const faces = { attack: card.attack.faces ?? [], defence: card.defence?.roll?.faces ?? null };
  return withDamage(card, damageOf(card, faces, ATTACKER, DEFENDER, roll(0, [fudgeFace]), fudgeFace));
}

/** The attack card at each stage: rolled, defended, damage computed, applied. */
export function attackStages(): [string, AttackCard][] {
  const posted = postedCard();
  const defended = defendedCard(posted, [0, 0, 0, -1]);
  const damage = damagedCard(defended, 1);
  const applied: AttackCard = {
    ...damage,
    applied: { by: "gm", at: 0, level: damage.damage?.level ?? "none", stun: null, boxIndex: 5, overflowed: false, died: false },
  };
  return [
    ["rolled", posted],
    ["defended", defended],
    ["damage", damage],
    ["applied", applied],
  ];
}

/** The check card's context: the same builder HarnFudgeRoll#cardContext calls. */
export function rollCard(
  i18n: I18n,
  check: {
    label: string;
    level: number;
    faces: number[];
    modifiers?: { label: string; value: number }[];
    difficulty?: number | null;
    kind?: CheckKind;
    lucky?: LuckyInfo;
  },
  extra: object = {},
) {
  const data: CheckData = {
    kind: check.kind ?? "skill",
    label: check.label,
    traitKey: null,
    level: check.level,
    modifiers: check.modifiers ?? [],
    difficulty: check.difficulty ?? null,
    actorUuid: "Actor.aldric",
    lucky: check.lucky ?? null,
  };
  return {
    ...checkCardContext({ check: data, faces: check.faces, formula: checkFormula(data), isPrivate: false, i18n }),
    offerLucky: false,
    ...extra,
  };
}

/** The attack card's context: card-view.ts's own builder, with the fixture fight's lookups. */
export function attackCard(i18n: I18n, card: AttackCard) {
  return attackCardContext({
    card,
    messageId: "m1",
    i18n,
    defenceOptions: [
      { key: "dodge", label: i18n.localize("HARNFUDGE.Skill.dodge"), levelWord: i18n.localize("HARNFUDGE.Ladder.fair") },
      { key: "sword", label: i18n.localize("HARNFUDGE.Skill.sword"), levelWord: i18n.localize("HARNFUDGE.Ladder.poor") },
    ],
    userName: () => "Gamemaster",
  });
}

/** The whole attack card's HTML as the chat log holds it (before a viewer's controls are filtered). */
export function attackCardHtml(r: Renderer, card: AttackCard): string {
  return r.render(`${SYSTEM_PATH}/templates/chat/attack.hbs`, attackCard(r.i18n, card));
}
