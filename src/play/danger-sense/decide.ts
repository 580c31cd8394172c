/**
 * Danger Sense at the start of a combat (rules 4: "The GM will make a Situational roll. On a Good
 * or better result, you'll be warned of some imminent danger"; issue 26): when a combat starts, the
 * GM is offered one card, whispered to the GMs, naming every combatant who has the talent; one click
 * makes the GM's secret situational roll for each, read by the rules core's dangerSenseCheck, and
 * the card shows each result. The roll is the GM's action, decided on the designated GM's client
 * (the "gm" domain, kind "dangerSense"), in the card's queue turn: a second click, a second GM or a
 * replay finds the results and rolls nothing again.
 *
 * Pure: Foundry only through {@link DangerSensePorts}; tests drive it with fakes.
 */
import { dangerSenseCheck } from "../../rules";
import { deny, refusal, type Reason } from "../gm/policy";
import { isRecord } from "../../util/guards";

export interface DangerSenseResult {
  uuid: string;
  name: string;
  /** The situational roll's total (its degree from Fair). */
  total: number;
  warned: boolean;
}

/** The card's state, kept in its (GM-authored) message's flags. */
export interface DangerSenseCard {
  combat: string;
  actors: { uuid: string; name: string }[];
  /** Null until the GM rolls. */
  results: DangerSenseResult[] | null;
}

/** Who is offered: each combatant's actor with the talent, once, in turn order. */
export function dangerSenseRoster(
  combatants: readonly { actorUuid: string | null; name: string; hasTalent: boolean }[],
): DangerSenseCard["actors"] {
  const out: DangerSenseCard["actors"] = [];
  for (const c of combatants)
    if (c.actorUuid && c.hasTalent && !out.some((a) => a.uuid === c.actorUuid)) out.push({ uuid: c.actorUuid, name: c.name });
  return out;
}

const isActorEntry = (v: unknown): v is { uuid: string; name: string } =>
  isRecord(v) && typeof v["uuid"] === "string" && typeof v["name"] === "string";

const isResult = (v: unknown): v is DangerSenseResult =>
  isRecord(v) && typeof v["total"] === "number" && typeof v["warned"] === "boolean" && isActorEntry(v);

/** The card's flags read back; null for anything not of the shape. */
export function parseDangerSenseCard(value: unknown): DangerSenseCard | null {
  if (!isRecord(value) || typeof value["combat"] !== "string") return null;
  const actors = value["actors"];
  const results = value["results"];
  if (!Array.isArray(actors) || !actors.every(isActorEntry)) return null;
  if (results !== null && !(Array.isArray(results) && results.every(isResult))) return null;
  return {
    combat: value["combat"],
    actors: actors.map((a) => ({ uuid: a.uuid, name: a.name })),
    results: results === null ? null : results.map((r) => ({ ...r })),
  };
}

export interface DangerSensePorts {
  isGM(userId: string): boolean;
  /** The card of a GM-authored message, or null. */
  card(messageId: string): DangerSenseCard | null;
  /** Whether the actor (still) has Danger Sense. */
  hasTalent(actorUuid: string): boolean;
  /** Rolls the GM's secret situational 4dF for the actor; its faces. */
  roll(actorUuid: string, name: string): Promise<number[]>;
  /** Writes the card with its results (and the rolls made). */
  write(messageId: string, card: DangerSenseCard): Promise<void>;
}

export type DangerSenseAnswer = { ok: true; results: DangerSenseResult[] } | { ok: false; reason: Reason };

/** Decides one request: a GM, a pending card; each listed actor who still has the talent rolls once. */
export async function handleDangerSense(raw: unknown, requesterId: string, ports: DangerSensePorts): Promise<DangerSenseAnswer> {
  if (!isRecord(raw) || raw["kind"] !== "dangerSense" || typeof raw["messageId"] !== "string") return refusal("badRequest");
  const denied = deny("gmAction", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const card = ports.card(raw["messageId"]);
  if (!card) return refusal("noCard");
  if (card.results !== null) return refusal("closed");
  const results: DangerSenseResult[] = [];
  for (const actor of card.actors) {
    if (!ports.hasTalent(actor.uuid)) continue;
    const check = dangerSenseCheck(await ports.roll(actor.uuid, actor.name));
    results.push({ uuid: actor.uuid, name: actor.name, total: check.total, warned: check.warned });
  }
  await ports.write(raw["messageId"], { ...card, results });
  return { ok: true, results };
}
