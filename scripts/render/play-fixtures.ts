/**
 * The fixture fight, as plain data, for the play screenshots, the Chromium tests and the chat-card
 * benchmark: Aldric (Good sword, Strength +1, broadsword +3, the Lucky talent) attacks a brigand in
 * leather (armor 1). Every card is moved on by the system's own pure steps (resolve.ts, withDamage,
 * decide-apply's applyHit on the brigand's tracks), and its context comes from attack/card.ts. No
 * Node APIs.
 */
import { resolutionOf, damageOf, type AttackerFacts, type DefenderFacts } from "../../src/play/attack/resolve";
import { CARD_VERSION, cardStage, type AttackCard, type RollRecord } from "../../src/play/attack/state";
import { attackCardContext } from "../../src/play/attack/card";
import { withDamage } from "../../src/play/attack/decide-common";
import { applyHit } from "../../src/play/attack/decide-apply";
import { defenceSkillKeys } from "../../src/play/attack/decide-steps";
import { ladderWord } from "../../src/i18n/format";
import type { CardPorts } from "../../src/play/attack/ports";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import type { RollVisibility } from "../../src/rolls/choices";
import { emptyStunTrack, emptyWoundTrack, markWound, type StunTrack, type WoundTrack } from "../../src/rules";
import { checkCardContext, checkFormula, type CheckData, type CheckKind } from "../../src/rolls/check";
import type { LuckyReroll } from "../../src/rolls/lucky-reroll";
import type { Renderer } from "./core";
import { TOKEN_IMG } from "./fixtures";

type Localizer = Renderer["i18n"];

export const SYSTEM_PATH = "systems/harnfudge";
export const ATTACKER_UUID = "Actor.aldric";
export const TARGET_UUID = "Actor.brigand";
/** The users of the fixture world: the GM, Aldric's player (who attacks), the brigand's player, and someone else. */
export const USERS = { gm: "gm", attacker: "alice", target: "bob", onlooker: "eve" } as const;

export const ATTACKER: AttackerFacts = {
  strength: 1,
  strengthScale: 0,
  weaponStrength: 3,
  musclePowered: true,
  scaledToWielder: false,
};
export const DEFENDER: DefenderFacts = { damageCapacity: 0, massScale: 0, armorValue: 1, mysticalShield: false };
/** Aldric's attack dice: Good +2 → Superb. */
export const ATTACK_FACES = [1, 1, 0, 0];

export function roll(level: number, faces: number[] | null, extra: Partial<RollRecord> = {}): RollRecord {
  return { level, modifiers: [], visibility: "public", faces, diceMessageIds: [], lucky: null, ...extra };
}

/** Aldric's attack on the brigand as the GM's client posted it (Good sword, dice +2). */
export function postedCard(extra: Partial<AttackCard> = {}): AttackCard {
  return {
    v: CARD_VERSION,
    requestId: "req-fixture",
    requesterId: USERS.attacker,
    attacker: { actorUuid: ATTACKER_UUID, tokenUuid: "Scene.keep.Token.aldric", name: "Aldric of Tashal", img: "" },
    weapon: { id: "sword", uuid: `${ATTACKER_UUID}.Item.sword`, name: "Broadsword", wounding: "edged" },
    mode: "melee",
    skill: "sword",
    options: { stun: false, pullTo: null, opponents: 1 },
    attack: roll(1, ATTACK_FACES),
    target: { actorUuid: TARGET_UUID, tokenUuid: "Scene.keep.Token.brigand", name: "Brigand", img: TOKEN_IMG },
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

/** The card posted in a roll mode: a hidden roll keeps its faces in a whispered message (state.ts). */
export function postedInMode(visibility: RollVisibility, extra: Partial<AttackCard> = {}): AttackCard {
  const hidden = visibility !== "public";
  return postedCard({
    attack: roll(1, hidden ? null : ATTACK_FACES, { visibility, diceMessageIds: hidden ? ["dice-attack"] : [] }),
    ...extra,
  });
}

/**
 * A card moved on as the GM's client does once the defence is rolled (a graze's damage at once: no
 * die to roll). A hidden attack roll's faces are the fixture's (the GM's client reads them from the
 * roll's whispered message).
 */
export function defendedCard(card: AttackCard, defenceFaces: number[], level = 0): AttackCard {
  const attackFaces = card.attack.faces ?? ATTACK_FACES;
  const defended: AttackCard = {
    ...card,
    defence: { kind: "opposed", skill: "dodge", roll: roll(level, defenceFaces), difficulty: null, by: USERS.target },
  };
  const faces = { attack: attackFaces, defence: defenceFaces };
  const resolution = resolutionOf(defended, faces);
  const next = { ...defended, resolution };
  return resolution?.table === "graze" ? withDamage(next, damageOf(next, faces, ATTACKER, DEFENDER, null, 0)) : next;
}

/** The damage step of a full hit: the 1dF and the breakdown, frozen. */
export function damagedCard(card: AttackCard, fudgeFace: number): AttackCard {
  const faces = { attack: card.attack.faces ?? ATTACK_FACES, defence: card.defence?.roll?.faces ?? null };
  const fudge = roll(0, card.attack.visibility === "public" ? [fudgeFace] : null, { visibility: card.attack.visibility });
  return withDamage(card, damageOf(card, faces, ATTACKER, DEFENDER, fudge, fudgeFace));
}

/** Tracks the brigand may carry into the hit. */
export function brigandTracks(marks: readonly Parameters<typeof markWound>[1][] = []): { wounds: WoundTrack; stun: StunTrack } {
  let wounds = emptyWoundTrack();
  for (const level of marks) wounds = markWound(wounds, level).track;
  return { wounds, stun: emptyStunTrack() };
}

/** Apply, as the GM's client decides it (decide-apply.ts), on the brigand's tracks; the card as it is then. */
export async function appliedCard(card: AttackCard, tracks = brigandTracks()): Promise<AttackCard> {
  let state = card;
  const current: { wounds: WoundTrack; stun: StunTrack; records: ActorRecords } = { ...tracks, records: emptyRecords() };
  const unused = () => {
    throw new Error("not used by Apply");
  };
  const ports: CardPorts = {
    card: unused,
    cardByRequest: unused,
    // Apply reads the target only for its Lucky (a defence Lucky may still reroll): none here.
    actor: () => null,
    tokenActor: unused,
    weapon: unused,
    traitLevel: unused,
    hiddenFaces: unused,
    roll: unused,
    markUsed: unused,
    createCard: unused,
    useLucky: unused,
    currentRound: unused,
    attacksInRound: unused,
    cardsInRound: unused,
    battlefield: unused,
    tokenOfActor: unused,
    attackerToken: () => null,
    distanceFeet: unused,
    entangle: unused,
    freeEntangled: unused,
    // A stun result starts its condition on the target; the picture shows the card only.
    startCondition: async () => undefined,
    isGM: (userId) => userId === USERS.gm,
    selfId: () => USERS.gm,
    hasPlayerOwner: () => true,
    automation: () => ({ damage: false, apply: "never", npcDefence: false }),
    isOwner: (userId, uuid) =>
      (userId === USERS.attacker && uuid === ATTACKER_UUID) || (userId === USERS.target && uuid === TARGET_UUID),
    tracks: () => current,
    writeTracks: async (_uuid, data) => {
      Object.assign(current, data);
    },
    updateCard: async (_id, next) => {
      state = next;
    },
    now: () => 0,
  };
  const result = await applyHit({ id: "m1", state: card }, USERS.gm, ports);
  if (!result.ok) throw new Error(`fixture: Apply refused (${result.reason})`);
  return state;
}

/** The attack card at each stage of the usual fight: rolled, defended (a full hit), damage computed, applied. */
export function attackStages(): [string, AttackCard][] {
  const posted = postedCard();
  const defended = defendedCard(posted, [0, 0, 0, -1]);
  const damage = damagedCard(defended, 1);
  // What appliedCard(damage) gives (an Incapacitated wound in the brigand's empty track; checked in tests/play/templates.test.ts).
  const applied: AttackCard = {
    ...damage,
    applied: {
      by: USERS.gm,
      at: 0,
      level: damage.damage?.level ?? "none",
      stun: null,
      boxIndex: 5,
      overflowed: false,
      died: false,
    },
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
  i18n: Localizer,
  check: {
    label: string;
    level: number;
    faces: number[];
    modifiers?: { label: string; value: number }[];
    difficulty?: number | null;
    kind?: CheckKind;
    lucky?: LuckyReroll<number[]>;
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
    actorUuid: ATTACKER_UUID,
    lucky: check.lucky ?? null,
  };
  return {
    ...checkCardContext({ check: data, faces: check.faces, formula: checkFormula(data), isPrivate: false, i18n }),
    offerLucky: false,
    ...extra,
  };
}

/** The brigand's levels in the skills it may defend with (Dodge trained, the rest at their defaults). */
const BRIGAND_LEVELS: Record<string, number> = { dodge: 0, shield: -1, acrobatics: -2, sword: -2 };

/** Who stands on each side (both players by default: card-viewers.ts's four users); an NPC target has none. */
export interface FixtureSides {
  attackerPlayer: boolean;
  targetPlayer: boolean;
  /** The target has no defence it can attempt (an NPC without Dodge or a weapon skill). */
  noDefence?: boolean;
}

/** The attack card's context: attack/card.ts's own builder, with the fixture fight's lookups. */
export function attackCard(
  i18n: Localizer,
  card: AttackCard,
  sides: FixtureSides = { attackerPlayer: true, targetPlayer: true },
) {
  return attackCardContext({
    card,
    messageId: "m1",
    i18n,
    // What card.ts's defenceOptions looks up (only while the card waits for the defence): the
    // defence skills the brigand may pick here, each at its level.
    defenceOptions: (cardStage(card) === "awaitingDefence" && sides.noDefence !== true
      ? defenceSkillKeys({ equippedSkills: ["sword", "shield"] }, card.mode)
      : []
    ).flatMap((key) => {
      const level = BRIGAND_LEVELS[key];
      return level === undefined
        ? []
        : // The unhurt brigand, one opponent: no modifier on its defence.
          [{ key, label: i18n.localize(`HARNFUDGE.Skill.${key}`), level, levelWord: ladderWord(level, i18n), modifiers: [] }];
    }),
    userName: (id) => (id === USERS.gm ? "Gamemaster" : id),
    sides: { attackerPlayer: sides.attackerPlayer, targetPlayer: sides.targetPlayer },
  });
}

/** The whole attack card's HTML as the chat log holds it (before a viewer's controls are filtered). */
export function attackCardHtml(r: Renderer, card: AttackCard, sides?: FixtureSides): string {
  return r.render(`${SYSTEM_PATH}/templates/chat/attack.hbs`, attackCard(r.i18n, card, sides));
}
