/**
 * Lucky on the GM-authored cards (healing, strenuous activity, gas, end of combat) on Foundry: the
 * "lucky" kind of the "gm" request domain and its ports for decide-gm-card.ts (the buttons are
 * chat.ts). The designated GM's client rolls again as a real HarnFudgeRoll (Dice So Nice shows it),
 * re-renders the card from its lines with templates, and writes the actors. Also the GM's "mark
 * Lucky used" from the sheet (`runLuckyMark`). Any other card's Lucky stands on gm/lucky-reroll.ts
 * and gm/lucky-use.ts.
 */
import { rollHealth } from "../services/health-roll";
import { actorFromUuid, isGMUser, luckyLastUsedOf, ownsActor } from "../services/actors";
import { HarnFudgeRoll } from "../../rolls/roll";
import { getSkill, isSkillKey } from "../../rules";
import { gmLocks } from "../gm/queue";
import { gmLastLuckyUse, recordLuckyUse } from "../gm/lucky-record-store";
import type { Answer } from "../gm/router";
import { renderLuckyCard } from "../services/lucky-cards";
import { writeCounter } from "../services/writes";
import { handleGmLuckyInQueue, type GmLuckyPorts } from "./decide-gm-card";
import { LUCKY_LINES_FLAG, type LuckyLine } from "../services/lucky-lines";
import { recordLucky } from "../gm/lucky-use";
import { luckyMarkDecision } from "./decide";
import { REASONS } from "../gm/policy";

/** Rolls the line's 4dF again: Health, or the healer's skill with its modifiers. */
async function rerollLine(line: LuckyLine): Promise<{ faces: number[]; roll: unknown }> {
  if (line.kind !== "healing")
    return rollHealth(line.actorUuid, line.health, line.kind === "strenuous" || line.kind === "gas" ? line.difficulty : null);
  const roll = HarnFudgeRoll.forCheck({
    kind: "skill",
    label: isSkillKey(line.skill) ? game.i18n.localize(getSkill(line.skill).labelKey) : line.skill,
    traitKey: line.skill,
    level: line.health,
    modifiers: line.modifiers,
    difficulty: 1,
    actorUuid: line.actorUuid,
  });
  await roll.evaluate();
  return { faces: roll.faces, roll };
}

const ports: GmLuckyPorts = {
  isGM: isGMUser,
  isOwner: ownsActor,
  message(id) {
    const message = game.messages.get(id);
    if (!message) return null;
    return { authorIsGM: message.author?.isGM ?? false, lines: message.getFlag("harnfudge", LUCKY_LINES_FLAG) };
  },
  actor(uuid) {
    const actor = actorFromUuid(uuid);
    if (!actor) return null;
    const lastUsed = gmLastLuckyUse(actor.uuid, luckyLastUsedOf(actor));
    const source = actor.system.toObject();
    return { hasLucky: lastUsed !== undefined, lastUsed: lastUsed ?? null, wounds: source.wounds, records: source.records };
  },
  now: () => game.time.serverTime,
  reroll: rerollLine,
  async writeCard(messageId, lines, roll) {
    const message = game.messages.get(messageId);
    if (!message) throw new Error(`HârnFudge | no message ${messageId}`);
    const rolls = [...message.rolls, ...(roll instanceof Roll ? [roll] : [])].map((r) => JSON.stringify(r));
    writeCounter.messageUpdates += 1;
    await message.update({
      content: await renderLuckyCard(message, lines),
      rolls,
      flags: { harnfudge: { [LUCKY_LINES_FLAG]: lines } },
    });
  },
  async writeActor(uuid, data) {
    const actor = actorFromUuid(uuid);
    if (!actor) throw new Error(`HârnFudge | no actor ${uuid}`);
    writeCounter.actorUpdates += 1;
    await recordLuckyUse(uuid, data.lastUsed);
    await actor.update({
      system: { lucky: { lastUsed: data.lastUsed }, records: data.records, ...(data.wounds ? { wounds: data.wounds } : {}) },
    });
  },
  async writePatient(uuid, data) {
    const actor = actorFromUuid(uuid);
    if (!actor) throw new Error(`HârnFudge | no actor ${uuid}`);
    writeCounter.actorUpdates += 1;
    await actor.update({ system: { wounds: data.wounds, records: data.records } });
  },
};

const EFFECT_NOTICES = {
  applied: null,
  unchanged: null,
  woundsChanged: REASONS.luckyWoundsChanged,
} as const;

/** The "lucky" kind of the "gm" domain, on the designated GM's client. */
export async function runGmLucky(request: Record<string, unknown>, requesterId: string): Promise<Answer> {
  const result = await handleGmLuckyInQueue(request, requesterId, ports, gmLocks);
  if (!result.ok) return result;
  const notice = EFFECT_NOTICES[result.effect];
  return notice ? { ok: false, reason: notice } : { ok: true };
}

/**
 * The GM's "mark Lucky used" on the sheet (the "gm" domain, kind "luckyMark"), on the designated
 * GM's client: a use made outside the system starts the character's hour now, in the GM's record
 * and on the character's mark (its base actor's).
 */
export async function runLuckyMark(request: Record<string, unknown>, requesterId: string): Promise<Answer> {
  const actor = typeof request["actorUuid"] === "string" ? actorFromUuid(request["actorUuid"]) : null;
  if (!actor) return { ok: false, reason: REASONS.noActor };
  const decision = luckyMarkDecision({ gm: isGMUser(requesterId), hasLucky: luckyLastUsedOf(actor) !== undefined });
  if (!decision.ok) return decision;
  await gmLocks.run([actor.uuid], () => recordLucky(actor.uuid, game.time.serverTime));
  return { ok: true };
}
