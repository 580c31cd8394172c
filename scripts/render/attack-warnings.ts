/**
 * Attack cards that carry the warnings the GM's client finds when it posts an attack: the
 * engagement of rules 3.2.1 (more than one attacker on the target this round: the opponents
 * penalty offered to its defence; more than can engage: too many) and a missile's range of rules
 * 3.5.2 (the target past the weapon's maximum effective range), and a crossbow shot (rules 3.5.2:
 * forbidden against people). Each card is posted by the
 * system's own step (decide-create.ts `createAttack`) through fake ports of the fixture fight
 * (play-fixtures.ts): the combat round, the other attackers of the round and the scene distance
 * are the ports' answers, so the warnings and their figures are the rules core's. No Node APIs.
 */
import { createAttack } from "../../src/play/attack/decide-create";
import type { ActorFacts, CardPorts, WeaponFacts } from "../../src/play/attack/ports";
import type { AttackCard } from "../../src/play/attack/state";
import type { Battlefield, RoundAttack } from "../../src/rules/battlefield";
import type { CheckModifier } from "../../src/rolls/check";
import type { AttackScreen } from "./play-screens";
import { ATTACKER, ATTACKER_UUID, ATTACK_FACES, DEFENDER, TARGET_UUID, USERS } from "./play-fixtures";
import { TOKEN_IMG } from "./fixtures";
import { emptyStunTrack, emptyWoundTrack } from "../../src/rules";
import { emptyRecords } from "../../src/play/gm/records";

export const TARGET_TOKEN = "Scene.road.Token.brigand";
export const ATTACKER_TOKEN = "Scene.road.Token.aldric";

/** Aldric's broadsword and a shortbow (maximum effective range 800 ft, as the Ranged weapons pack has it). */
const WEAPONS: Record<string, WeaponFacts> = {
  sword: {
    uuid: `${ATTACKER_UUID}.Item.sword`,
    name: "Broadsword",
    wounding: "edged",
    modes: { melee: { skill: "sword", attacker: ATTACKER, rangeFeet: null } },
  },
  bow: {
    uuid: `${ATTACKER_UUID}.Item.bow`,
    name: "Shortbow",
    wounding: "edged",
    modes: { ranged: { skill: "bow", attacker: { ...ATTACKER, weaponStrength: 2 }, rangeFeet: 800 } },
  },
  crossbow: {
    uuid: `${ATTACKER_UUID}.Item.crossbow`,
    name: "Crossbow",
    wounding: "edged",
    modes: { ranged: { skill: "bow", attacker: { ...ATTACKER, weaponStrength: 2, musclePowered: false }, rangeFeet: 800 } },
  },
};

/** Aldric's levels: Good sword, Fair bow. */
const LEVELS: Record<string, number> = { sword: 1, bow: 0 };

function actorFacts(uuid: string, name: string, lasting: CheckModifier[] = []): ActorFacts {
  return {
    uuid,
    name,
    img: "",
    woundPenalty: 0,
    talents: uuid === ATTACKER_UUID ? [{ key: "lucky" }] : [],
    luckyLastUsed: uuid === ATTACKER_UUID ? null : undefined,
    defender: DEFENDER,
    equippedSkills: uuid === ATTACKER_UUID ? ["sword", "bow"] : ["sword"],
    conditionModifiers: () => ({ refused: null, modifiers: lasting }),
  };
}

/** The world the GM's client reads when Aldric's player attacks: the round, who else attacked the brigand, how far it stands. */
export interface PostWorld {
  round: { combat: string; round: number } | null;
  /** The other attackers of the brigand this round (as the GM-authored cards of the round name them). */
  otherAttackers: RoundAttack[];
  /** The distance between the two tokens in feet. */
  distanceFeet: number | null;
  /** The scene around a token (rules 3.2.1: who stands in melee reach), none by default. */
  battlefield?: (tokenUuid: string | null) => Battlefield | null;
  /** The attacker's lasting modifiers (the GM's for the scene), none by default. */
  lasting?: CheckModifier[];
  /** The target's name ("Brigand" by default). */
  targetName?: string;
}

function ports(world: PostWorld, created: { card: AttackCard | null }): CardPorts {
  const unused = () => {
    throw new Error("not used when an attack is posted");
  };
  const actors: Record<string, ActorFacts> = {
    [ATTACKER_UUID]: actorFacts(ATTACKER_UUID, "Aldric of Tashal", world.lasting),
    [TARGET_UUID]: actorFacts(TARGET_UUID, world.targetName ?? "Brigand"),
  };
  return {
    card: () => null,
    markUsed: async () => undefined,
    cardByRequest: () => null,
    actor: (uuid) => actors[uuid] ?? null,
    tokenActor: (uuid) =>
      uuid === TARGET_TOKEN
        ? { actorUuid: TARGET_UUID, name: world.targetName ?? "Brigand", img: TOKEN_IMG }
        : uuid === ATTACKER_TOKEN
          ? { actorUuid: ATTACKER_UUID, name: "Aldric of Tashal", img: "" }
          : null,
    weapon: (uuid, id) => (uuid === ATTACKER_UUID ? (WEAPONS[id] ?? null) : null),
    traitLevel: (uuid, skill) => (uuid === ATTACKER_UUID ? (LEVELS[skill] ?? null) : null),
    isGM: (id) => id === USERS.gm,
    isOwner: (id, uuid) => id === USERS.attacker && uuid === ATTACKER_UUID,
    selfId: () => USERS.gm,
    hasPlayerOwner: () => true,
    automation: () => ({ damage: false, apply: "never", npcDefence: false }),
    hiddenFaces: unused,
    // The brigand is alive (a dead target is refused before anything is posted).
    tracks: (uuid) =>
      uuid === TARGET_UUID ? { wounds: emptyWoundTrack(), stun: emptyStunTrack(), records: emptyRecords() } : null,
    roll: async () => ({ faces: [...ATTACK_FACES], diceMessageId: null }),
    createCard: async (state) => {
      created.card = state;
      return "m1";
    },
    updateCard: unused,
    writeTracks: unused,
    useLucky: unused,
    startCondition: unused,
    entangle: unused,
    freeEntangled: unused,
    now: () => 0,
    currentRound: () => world.round,
    attacksInRound: (target) => (target === TARGET_UUID ? world.otherAttackers : []),
    cardsInRound: () => [],
    // Without a scene around the tokens the count is the round's attackers (rules/battlefield.ts).
    battlefield: world.battlefield ?? (() => null),
    tokenOfActor: () => null,
    attackerToken: () => ATTACKER_TOKEN,
    distanceFeet: (from, to) => (from === ATTACKER_TOKEN && to === TARGET_TOKEN ? world.distanceFeet : null),
  };
}

/** Aldric's player attacks the brigand's token with a weapon in a mode; the card the GM's client posts. */
export async function post(
  world: PostWorld,
  weaponId: "sword" | "bow" | "crossbow",
  mode: "melee" | "ranged",
): Promise<AttackCard> {
  const created: { card: AttackCard | null } = { card: null };
  const result = await createAttack(
    {
      kind: "attack",
      requestId: `req-${weaponId}-${world.otherAttackers.length}`,
      attackerUuid: ATTACKER_UUID,
      weaponId,
      mode,
      attackerTokenUuid: ATTACKER_TOKEN,
      targetTokenUuid: TARGET_TOKEN,
      targetActorUuid: null,
      choices: { situational: 0, applyWounds: true, opponents: null, talents: [], visibility: "public" },
      stun: false,
      pullTo: null,
    },
    USERS.attacker,
    ports(world, created),
  );
  if (!result.ok || !created.card) throw new Error(`fixture: the attack was refused (${result.ok ? "no card" : result.reason})`);
  return created.card;
}

const ROUND = { combat: "combat-road", round: 2 };

/** A melee attack on the brigand this round by `name` (each attacker its own actor). */
function melee(name: string, index: number): RoundAttack {
  return { attackerUuid: `Actor.other${index}`, attackerTokenUuid: null, name, mode: "melee" };
}

/** The brigand is the third attacker's target this round (a wolf and Hana attacked it first). */
export function engagedCard(): Promise<AttackCard> {
  return post({ round: ROUND, otherAttackers: ["Wolf", "Hana"].map(melee), distanceFeet: 5 }, "sword", "melee");
}

/** Six others already engage the brigand: Aldric would be the seventh, more than can (rules 3.2.1). */
export function overEngagedCard(): Promise<AttackCard> {
  const others = ["Wolf", "Hana", "Mirelle", "Wystan", "Guard", "Guard"].map(melee);
  return post({ round: ROUND, otherAttackers: others, distanceFeet: 5 }, "sword", "melee");
}

/** A shortbow shot at the brigand 950 ft away: past the bow's 800 ft (rules 3.5.2). Outside combat: no engagement. */
export function outOfRangeCard(): Promise<AttackCard> {
  return post({ round: null, otherAttackers: [], distanceFeet: 950 }, "bow", "ranged");
}

/** A crossbow shot at the brigand 100 ft away: forbidden against people (rules 3.5.2). */
export function crossbowCard(): Promise<AttackCard> {
  return post({ round: null, otherAttackers: [], distanceFeet: 100 }, "crossbow", "ranged");
}

/** The warning cards as the GM and as the attacker's player (Lucky offered) see them. */
export async function warningScreens(): Promise<AttackScreen[]> {
  const engaged = await engagedCard();
  const far = await outOfRangeCard();
  return [
    { name: "play-attack-engaged", card: engaged, viewer: "gm" },
    { name: "play-attack-engaged-attacker", card: engaged, viewer: "attacker" },
    { name: "play-attack-engaged-full", card: await overEngagedCard(), viewer: "gm" },
    { name: "play-attack-out-of-range", card: far, viewer: "gm" },
    { name: "play-attack-out-of-range-attacker", card: far, viewer: "attacker" },
    { name: "play-attack-crossbow", card: await crossbowCard(), viewer: "gm" },
  ];
}
