/**
 * The end of a combat on the designated GM's client (rules 3.4.6–3.4.8): when a started combat is
 * deleted, each combatant's actor is processed in its write queue by decide.ts (infection rolls,
 * scratches and stun marks cleared, the combat recorded on the actor in the same update). The
 * work is first noted in a world setting (in the notes' own write queue turn: decide.ts) and the
 * note is removed only when every actor is done, so a run stopped by an error or a reload is
 * resumed when the GM's client starts again (or by
 * `game.harnfudge.resumeEndOfCombat()`), without rolling or clearing twice. The GM also gets an
 * "after the fight" action for wounds taken outside the tracker. The summary is a template (names
 * escaped) whispered to the GMs, with every Health roll in its rolls. The hooks that start and
 * resume it are in register.ts; this module loads when one of them first needs it.
 */
import type { LuckyCardRenderer } from "../services/lucky-cards";
import { notifyFormat } from "../../util/notify";
import { rollHealth } from "../services/health-roll";
import { SYSTEM_PATH } from "../../rolls/roll";
import { loadCardParts } from "../../rolls/load-card-parts";
import { actorFromUuid } from "../services/actors";
import { gmLocks } from "../gm/queue";
import type { DomainHandler } from "../gm/router";
import { refusal } from "../gm/policy";
import { SETTINGS } from "../settings";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { writeCounter } from "../services/writes";
import { LUCKY_LINES_FLAG, type InfectionLine } from "../services/lucky-lines";
import { END_COMBAT_FAILED_FLAG, endCombatCardContext, infectionLines } from "./card";
import { endCombatInQueue, notePendingEnd, type EndCombatPorts, type PendingCombatEnd, type PendingNoteStore } from "./decide";

export const END_COMBAT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/end-combat.hbs`;

function pending(): PendingCombatEnd[] {
  const raw: unknown = game.settings.get("harnfudge", SETTINGS.pendingCombatEnds);
  return Array.isArray(raw)
    ? raw.filter((p): p is PendingCombatEnd => typeof p?.combatId === "string" && Array.isArray(p?.actors))
    : [];
}

/** The notes of unfinished ends of combat, in their world setting (written in their own queue turn: decide.ts). */
const notes: PendingNoteStore = {
  read: pending,
  async write(list) {
    await game.settings.set("harnfudge", SETTINGS.pendingCombatEnds, list);
  },
};

const ports: EndCombatPorts = {
  state(uuid) {
    const actor = actorFromUuid(uuid);
    if (!actor) return null;
    const source = actor.system.toObject();
    return {
      uuid,
      name: actor.name,
      health: actor.system.attributes.health,
      wounds: source.wounds,
      stun: source.stun,
      records: source.records,
    };
  },
  rollHealth: (uuid, health) => rollHealth(uuid, health, null),
  async write(uuid, update) {
    const actor = actorFromUuid(uuid);
    if (!actor) throw new Error(`no actor ${uuid}`);
    writeCounter.actorUpdates += 1;
    await actor.update({ system: update });
  },
  markHealthUsed: (uuid) => markTraitUsedOn(actorFromUuid(uuid), "attribute", "health"),
};

/** The card's HTML (names escaped by the template). */
/** Lucky's re-render of an end-of-combat card (services/lucky-cards.ts), with the card's failed names. */
export const renderEndCombatLines: LuckyCardRenderer = (message, lines) => {
  const failed = message.getFlag("harnfudge", END_COMBAT_FAILED_FLAG);
  const infections = lines.filter((l): l is InfectionLine => l.kind === "infection");
  return renderEndCombatCard(infections, Array.isArray(failed) ? failed.map(String) : []);
};

export async function renderEndCombatCard(lines: readonly InfectionLine[], failed: readonly string[]): Promise<string> {
  await loadCardParts();
  return foundry.applications.handlebars.renderTemplate(END_COMBAT_TEMPLATE, endCombatCardContext(lines, failed, game.i18n));
}

/** Ends `combatId` for these actors; resolves to the names of those that failed (kept for a later resume). */
export async function endOfCombat(combatId: string, actorUuids: readonly string[]): Promise<string[]> {
  const actors = [...new Set(actorUuids)];
  await notePendingEnd(notes, gmLocks, combatId, actors);
  const infectionOn = game.settings.get("harnfudge", SETTINGS.infection);
  const lines: InfectionLine[] = [];
  const rolls: Roll[] = [];
  const failed: string[] = [];
  for (const uuid of actors) {
    try {
      const done = await endCombatInQueue(uuid, combatId, infectionOn, ports, gmLocks);
      lines.push(...infectionLines(uuid, done));
      rolls.push(...done.rolls.filter((r): r is Roll => r instanceof Roll));
    } catch (error) {
      console.error("HârnFudge | end of combat failed for", uuid, error);
      failed.push(actorFromUuid(uuid)?.name ?? uuid);
    }
  }
  if (failed.length === 0) await notePendingEnd(notes, gmLocks, combatId, null);
  else notifyFormat("error", "HARNFUDGE.Combat.EndFailed", { names: failed.join(", ") });
  const content = await renderEndCombatCard(lines, failed);
  writeCounter.creates += 1;
  await ChatMessage.create({
    content,
    rolls,
    whisper: game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : [])),
    flags: { harnfudge: { [LUCKY_LINES_FLAG]: lines, [END_COMBAT_FAILED_FLAG]: failed } },
  });
  return failed;
}

/** Resumes every end of combat noted and not finished (the designated GM's client, at start). */
export async function resumeEndOfCombat(): Promise<void> {
  if (!game.users.activeGM?.isSelf) return;
  for (const p of pending()) await endOfCombat(p.combatId, p.actors);
}

/** "After the fight" for one actor, on the designated GM's client (the "gm" request domain). */
export function afterTheFightHere(actorUuid: string, requestId: string): Promise<string[]> {
  // The request's id names the "fight": a replay or a retried request finds it recorded on the
  // actor (records.combats) and clears nothing gained since.
  return endOfCombat(`fight-${requestId}`, [actorUuid]);
}

/** The "afterFight" action of the GM's own requests (gm/gm-domain.ts), on the designated GM's client. */
export const afterFightAction: DomainHandler = async (request) => {
  const actor = typeof request["actorUuid"] === "string" ? actorFromUuid(request["actorUuid"]) : null;
  if (!actor) return refusal("noActor");
  const requestId = request["requestId"];
  if (typeof requestId !== "string" || !/^[A-Za-z0-9]{8,32}$/.test(requestId)) return refusal("badRequest");
  const failed = await afterTheFightHere(actor.uuid, requestId);
  return failed.length === 0 ? { ok: true } : refusal("failed");
};
