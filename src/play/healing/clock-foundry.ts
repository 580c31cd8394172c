/**
 * Rest on the world clock, on Foundry (decide-clock.ts decides). Runs on the designated GM's
 * client only: clock-register.ts calls `onWorldTime` from Foundry's `updateWorldTime` hook (so
 * any calendar module that drives Foundry's clock drives this), and the offer card's button asks
 * for the "restClock" GM action. With the "do it" mode each advance rests the characters who
 * rested; with "offer" the advances gather into one GM-whispered card whose button rests them up
 * to that time. Each actor's rest runs in its lock (gm/locks.ts) with the healing ports, and
 * posts the healing card (each wound before → after), like Rest….
 */
import { SYSTEM_PATH } from "../../rolls/roll";
import { isCharacter } from "../../documents/guards";
import { restedUntilOf, secondsPerDay } from "./clock-read";
import { actorFromUuid } from "../gm/actors";
import { gmLocks } from "../gm/queue";
import { refusal } from "../gm/policy";
import type { DomainHandler } from "../gm/router";
import { writeCounter } from "../gm/writes";
import { SETTINGS } from "../settings";
import { isRecord } from "../../util/guards";
import { counted } from "../../i18n/format";
import { foundryHealPorts, postHealingCard } from "./foundry";
import type { PendingRolls } from "../gm/roll-dice";
import { QUARTERS_PER_DAY, handleClockRest, restOver, restsOnClock, type ClockPorts, type ClockSpan } from "./decide-clock";

export const REST_OFFER_TEMPLATE = `${SYSTEM_PATH}/templates/chat/rest-offer.hbs`;

export const foundryClockPorts: ClockPorts = {
  restedUntil: (uuid) => restedUntilOf(actorFromUuid(uuid)),
  async writeRestMark(uuid, at) {
    const actor = actorFromUuid(uuid);
    if (!actor) return;
    writeCounter.actorUpdates += 1;
    await actor.setFlag("harnfudge", "restedUntil", at);
  },
};

/** The world's characters who rested (decide-clock.ts `restsOnClock`). */
export function restingCharacters(): Actor.Implementation[] {
  const fighting = new Set<string>();
  for (const combat of game.combats ?? [])
    if (combat.started) for (const c of combat.combatants) if (c.actor) fighting.add(c.actor.uuid);
  return (game.actors?.contents ?? []).filter((actor) =>
    restsOnClock({
      uuid: actor.uuid,
      character: isCharacter(actor),
      dead: isCharacter(actor) && actor.system.wounds.dead,
      wounded: isCharacter(actor) && actor.system.wounds.boxes.some((b) => b.marked),
      fighting: fighting.has(actor.uuid),
    }),
  );
}

/** Rests every character who rested over `span`, each in its own lock; posts a healing card for each that healed. */
export async function restOnClock(span: ClockSpan): Promise<number> {
  let rested = 0;
  for (const actor of restingCharacters()) {
    const pending: PendingRolls = [];
    const ports = { ...foundryHealPorts(pending), ...foundryClockPorts };
    const done = await gmLocks.run([actor.uuid], () => handleClockRest(actor.uuid, span, game.user.id, ports));
    if (!done.ok || !done.rested || !done.result.ok || !done.result.outcome?.changed) continue;
    rested += 1;
    await postHealingCard(done.result.outcome, null, pending);
  }
  return rested;
}

/** The offer gathered so far on this GM's client: the span since the first advance not yet rested, and its card. */
interface PendingOffer {
  from: number;
  to: number;
  messageId: string | null;
}

function pendingOffer(): PendingOffer | null {
  const value: unknown = game.settings.get("harnfudge", SETTINGS.restClockPending);
  if (!isRecord(value) || typeof value["from"] !== "number" || typeof value["to"] !== "number") return null;
  return { from: value["from"], to: value["to"], messageId: typeof value["messageId"] === "string" ? value["messageId"] : null };
}

async function offerContent(span: ClockSpan): Promise<string | null> {
  const rows = restingCharacters()
    .map((actor) => ({ name: actor.name, days: restOver(restedUntilOf(actor), span).days }))
    .filter((r) => r.days > 0);
  if (rows.length === 0) return null;
  const days = Math.floor(((span.to - span.from) / span.secondsPerDay) * QUARTERS_PER_DAY) / QUARTERS_PER_DAY;
  return foundry.applications.handlebars.renderTemplate(REST_OFFER_TEMPLATE, {
    title: counted("HARNFUDGE.RestClock.OfferTitle", days, game.i18n),
    rows: rows.map((r) => ({ name: r.name, days: counted("HARNFUDGE.RestClock.Days", r.days, game.i18n) })),
  });
}

/** Gathers the advance into the pending offer and posts or updates its card (GM-whispered) once a quarter day has passed. */
async function offer(worldTime: number, delta: number): Promise<void> {
  const previous = pendingOffer();
  const message = previous?.messageId ? game.messages.get(previous.messageId) : undefined;
  const open = previous && (!previous.messageId || message?.getFlag("harnfudge", "restOffer") === "pending");
  const next: PendingOffer = open
    ? { ...previous, to: Math.max(previous.to, worldTime) }
    : { from: worldTime - delta, to: worldTime, messageId: null };
  const span: ClockSpan = { from: next.from, to: next.to, secondsPerDay: secondsPerDay() };
  const content = next.to - next.from >= span.secondsPerDay / QUARTERS_PER_DAY ? await offerContent(span) : null;
  if (content && message && open) {
    writeCounter.messageUpdates += 1;
    await message.update({ content });
  } else if (content) {
    writeCounter.creates += 1;
    const created = await ChatMessage.create({
      content,
      whisper: game.users.filter((u) => u.isGM).map((u) => u.id),
      flags: { harnfudge: { restOffer: "pending" } },
    });
    next.messageId = created?.id ?? null;
  }
  await game.settings.set("harnfudge", SETTINGS.restClockPending, next);
}

let queue: Promise<unknown> = Promise.resolve();

/** The `updateWorldTime` hook's work on the designated GM's client, one advance after another. */
export function onWorldTime(worldTime: number, delta: number): Promise<unknown> {
  queue = queue.then(async () => {
    if (delta <= 0) return; // a rewind moves no mark back; the next advance counts past each mark
    if (game.settings.get("harnfudge", SETTINGS.restClockMode) === "auto")
      await restOnClock({ from: worldTime - delta, to: worldTime, secondsPerDay: secondsPerDay() });
    else await offer(worldTime, delta);
  });
  return queue.catch((error: unknown) => console.error("harnfudge | rest on the world clock", error));
}

/** The "restClock" GM action: the offer card's button, on the designated GM's client. */
export const restClockAction: DomainHandler = async (request) => {
  const messageId = typeof request["messageId"] === "string" ? request["messageId"] : "";
  const message = game.messages.get(messageId);
  const pending = pendingOffer();
  if (!message || message.getFlag("harnfudge", "restOffer") !== "pending" || pending?.messageId !== messageId)
    return refusal("replayed");
  // An offer reaches at most the world's time now (after a rewind, the rest goes no further).
  await restOnClock({ from: pending.from, to: Math.min(pending.to, game.time.worldTime), secondsPerDay: secondsPerDay() });
  await game.settings.set("harnfudge", SETTINGS.restClockPending, null);
  writeCounter.messageUpdates += 1;
  await message.setFlag("harnfudge", "restOffer", "done");
  return { ok: true };
};
