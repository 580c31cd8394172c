/**
 * Lucky on the GM-authored cards (strenuous activity, end of combat) on Foundry: the "lucky" kind
 * of the "gm" request domain and its ports for decide-gm-card.ts (the buttons are chat.ts).
 * The designated GM's client rolls Health again as a real HarnFudgeRoll (Dice So Nice shows it),
 * re-renders the card from its lines with templates, and writes the actor in one update.
 */
import { rollHealth } from "../gm/health-roll";
import { actorFromUuid, luckyLastUsedOf } from "../gm/actors";
import { gmLocks } from "../gm/queue";
import { gmLastLuckyUse, recordLuckyUse } from "../gm/lucky-record-store";
import type { Answer } from "../gm/router";
import { renderLuckyCard } from "../gm/lucky-cards";
import { writeCounter } from "../gm/writes";
import { handleGmLuckyInQueue, type GmLuckyPorts } from "./decide-gm-card";
import { LUCKY_LINES_FLAG } from "../gm/lucky-lines";
import { REASONS } from "../gm/policy";

const ports: GmLuckyPorts = {
  isGM: (id) => game.users.get(id)?.isGM ?? false,
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
  rollHealth: (line) => rollHealth(line.actorUuid, line.health, line.kind === "strenuous" ? line.difficulty : null),
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
