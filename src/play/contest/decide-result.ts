/**
 * Each observer's result (rules 2.2, with 1.2's Strength Scale and 4's Magic Resistance), worked
 * out on the designated GM's client, which may read every die (a hidden roll's faces from its
 * whispered message). What the card stores of it is only what everyone who receives the card may
 * know (issue 28, item 1): a result that would give a hidden roll away — either side's degree, the
 * relative degree, the winner — is stored as `shown: null`; its bonuses (a Scale difference, Magic
 * Resistance) hold no die and are kept. Pure.
 */
import { keptFaces } from "../services/dice";
import { resolveContest } from "../../rules";
import type { RollRecord } from "../services/dice";
import type { ContestPorts } from "./ports";
import type { ContestCard, ContestRowResult, ContestSecrecy } from "./state";

/**
 * Whether everyone who receives the card may see a roll's dice: a public roll; on a card for the
 * GMs alone, also a GM or blind roll (the GMs are that roll's audience too). A self roll is its
 * roller's only; on a card for both sides' players a GM roll is hidden from the other side.
 */
export function seenByAll(roll: Pick<RollRecord, "visibility">, secrecy: ContestSecrecy): boolean {
  return roll.visibility === "public" || (secrecy === "gm" && (roll.visibility === "gm" || roll.visibility === "blind"));
}

const total = (roll: RollRecord) => roll.modifiers.reduce((s, m) => s + m.value, 0);

/** One observer's result, or null while either side has not rolled (or its hidden faces cannot be read here). */
export function rowResult(
  card: ContestCard,
  row: number,
  ports: Pick<ContestPorts, "hiddenFaces" | "actor">,
): ContestRowResult | null {
  const observer = card.observers[row];
  const aRoll = card.a.roll;
  const bRoll = observer?.roll ?? null;
  if (!observer || !aRoll || !bRoll) return null;
  const aFaces = keptFaces(aRoll, ports);
  const bFaces = keptFaces(bRoll, ports);
  const actorA = ports.actor(card.a.actorUuid);
  const actorB = ports.actor(observer.actorUuid);
  if (!aFaces || !bFaces || !actorA || !actorB) return null;
  const r = resolveContest({
    a: {
      level: aRoll.level,
      faces: aFaces,
      modifier: total(aRoll),
      strengthScale: actorA.strengthScale,
      talents: actorA.talents,
      resistsMagic: card.a.resistsMagic,
    },
    b: {
      level: bRoll.level,
      faces: bFaces,
      modifier: total(bRoll),
      strengthScale: actorB.strengthScale,
      talents: actorB.talents,
      resistsMagic: observer.resistsMagic,
    },
    strength: card.strength,
  });
  const shown =
    seenByAll(aRoll, card.secrecy) && seenByAll(bRoll, card.secrecy)
      ? { winner: r.winner, aDegree: r.a.rolledDegree, bDegree: r.b.rolledDegree, relative: r.a.relativeDegree }
      : null;
  return { shown, bonuses: { a: r.a.bonuses, b: r.b.bonuses } };
}

/** The card with the results of `rows` (every row when omitted) worked out again. */
export function withResults(
  card: ContestCard,
  ports: Pick<ContestPorts, "hiddenFaces" | "actor">,
  rows: readonly number[] = card.observers.map((_, i) => i),
): ContestCard {
  return { ...card, results: card.results.map((old, i) => (rows.includes(i) ? rowResult(card, i, ports) : old)) };
}
