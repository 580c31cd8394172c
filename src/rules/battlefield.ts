/**
 * A fighter's melee opponents from the battlefield (rules 3.2.1, issue 26): the enemies within melee
 * reach of his token now, and whoever attacked him in melee this round, capped by where the GM says
 * he stands and by the GM's bulky marks (the rules core's countMeleeOpponents). The same count gives
 * his attack penalty and every defence penalty of the round, whatever order the cards come in.
 * Every client computes it from the same data (the scene's tokens, the GM-authored cards of the
 * round, the GM's marks), so the roll dialog shows what the designated GM's client will apply.
 *
 * Pure: kept out of the rules index (imported by path); the attack feature reads the snapshot from
 * Foundry (play/attack/battlefield.ts), tests build it by hand.
 *
 * Interpretations (docs/rules-interpretations.md):
 * - enemies are tokens of the other side: a friendly token's enemies are hostile (and secret)
 *   tokens, and the other way round; neutral tokens engage no one by their disposition alone;
 * - within melee reach: the tokens' footprints are less than half a grid square apart (touching or
 *   overlapping on a gridded scene);
 * - a token whose actor cannot fight (Incapacitated or worse, knocked out, entangled) engages no one.
 */
import { countMeleeOpponents, type Engager, type OpponentCount } from "./engagement-count";
import { bulkyOf, positionOf, type EngagementMarks } from "./engagement-positions";

/** An attack made on the fighter this round, as its (GM-authored) card says. */
export interface RoundAttack {
  attackerUuid: string;
  /** The attacker's token the GM's client resolved (null on cards made before it did). */
  attackerTokenUuid: string | null;
  name: string;
  mode: "melee" | "ranged";
}

/** One token on the scene as the count reads it: pixels for the footprint. */
export interface FieldToken {
  uuid: string;
  actorUuid: string;
  name: string;
  /** Foundry's token disposition: 1 friendly, 0 neutral, −1 hostile, −2 secret. */
  disposition: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Its actor can attack now (not Incapacitated, knocked out, entangled…). */
  canFight: boolean;
}

/** The scene around one fighter's token, with the GM's marks. */
export interface Battlefield {
  fighter: FieldToken;
  others: FieldToken[];
  /** The scene's grid square in pixels. */
  gridSize: number;
  marks: EngagementMarks;
}

const side = (disposition: number): "friend" | "foe" | null =>
  disposition === 1 ? "friend" : disposition === -1 || disposition === -2 ? "foe" : null;

/** Whether two dispositions are on opposite sides (neutral tokens are on none). */
export function enemies(a: number, b: number): boolean {
  const sa = side(a);
  const sb = side(b);
  return sa !== null && sb !== null && sa !== sb;
}

/** The gap between two footprints in pixels: 0 when they touch or overlap, else the larger of the x and y gaps. */
export function footprintGap(
  a: Pick<FieldToken, "x" | "y" | "width" | "height">,
  b: Pick<FieldToken, "x" | "y" | "width" | "height">,
): number {
  const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));
  const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height));
  return Math.max(dx, dy);
}

/** Within melee reach: footprints less than half a grid square apart. */
export function inMeleeReach(a: FieldToken, b: FieldToken, gridSize: number): boolean {
  return footprintGap(a, b) < gridSize / 2;
}

/** Who may engage the fighter: the enemies on the scene and this round's attackers, each once. */
export function engagersOf(field: Battlefield | null, attacks: readonly RoundAttack[]): Engager[] {
  const out = new Map<string, Engager>();
  const tokens = field?.others.filter((t) => t.actorUuid !== field.fighter.actorUuid) ?? [];
  if (field)
    for (const t of tokens)
      if (t.canFight && enemies(field.fighter.disposition, t.disposition) && inMeleeReach(field.fighter, t, field.gridSize))
        out.set(t.uuid, engager(t.uuid, t.name, field.marks, true));
  for (const attack of attacks) {
    // The card names the attacker's token; an older card only its actor, found among the scene's tokens.
    const token =
      tokens.find((t) => t.uuid === attack.attackerTokenUuid) ?? tokens.find((t) => t.actorUuid === attack.attackerUuid);
    const id = token?.uuid ?? attack.attackerTokenUuid ?? attack.attackerUuid;
    const e = out.get(id) ?? engager(id, token?.name ?? attack.name, field?.marks ?? {}, false);
    if (attack.mode === "melee") e.meleeThisRound = true;
    else e.rangedThisRound = true;
    out.set(id, e);
  }
  return [...out.values()];
}

function engager(id: string, name: string, marks: EngagementMarks, inReach: boolean): Engager {
  return { id, name, inReach, meleeThisRound: false, rangedThisRound: false, bulky: bulkyOf(marks, id) };
}

/** The fighter's melee opponents (rules 3.2.1); without a token, only this round's melee attackers, on open ground. */
export function opponentsOf(field: Battlefield | null, attacks: readonly RoundAttack[]): OpponentCount {
  return countMeleeOpponents(engagersOf(field, attacks), positionOf(field?.marks ?? {}, field?.fighter.uuid ?? null));
}
