/**
 * Rest on the world clock, on Foundry (decide-clock.ts decides). Runs on the designated GM's
 * client only: clock-register.ts calls `onWorldTime` from Foundry's `updateWorldTime` hook (so the
 * GM clock, any calendar module that drives Foundry's clock and the combat tracker's rounds drive
 * this), and the offer card's button asks for the "restClock" GM action with the characters the GM
 * left ticked. With "offer" the advances gather into one GM-whispered card listing every wounded
 * character or NPC at rest, player characters ticked; "Rest them" rests the ticked ones up to that
 * time and moves the others' marks on without healing. With "do it" each advance rests the player
 * characters at once. Each actor's rest runs in its lock (gm/queue.ts) with the healing ports, and
 * posts the healing card (each wound before → after), like Rest…. The GM's Rest… moves the same
 * mark (`healRest`).
 */
import { SYSTEM_PATH } from "../../rolls/roll";
import type { PlayableActor } from "../../documents/guards";
import { nearDeathUntreated } from "../../rules/timed-conditions";
import { restedUntilOf, secondsPerDay } from "./clock-read";
import { actorFromUuid } from "../services/actors";
import { gmLocks } from "../gm/queue";
import { refusal } from "../gm/policy";
import type { DomainHandler } from "../gm/router";
import { writeCounter } from "../services/writes";
import { SETTINGS } from "../settings";
import { isRecord, isStringArray } from "../../util/guards";
import { counted } from "../../i18n/format";
import { actorsInPlay, fightingActors } from "../actor-groups";
import { foundryHealPorts, postHealingCard } from "./foundry";
import type { HealResult } from "./decide";
import type { PendingRolls } from "../services/roll-dice";
import {
  QUARTERS_PER_DAY,
  handleClockRest,
  handleClockTravel,
  handleManualRest,
  restCandidates,
  restOver,
  type ClockActorFacts,
  type ClockPorts,
  type ClockSpan,
  type RestCandidate,
} from "./decide-clock";

export const REST_OFFER_TEMPLATE = `${SYSTEM_PATH}/templates/chat/rest-offer.hbs`;

/** The most characters one offer rests (a request naming more is refused). */
const MAX_OFFER_ROWS = 200;

export const foundryClockPorts: ClockPorts = {
  restedUntil: (uuid) => restedUntilOf(actorFromUuid(uuid)),
  async writeRestMark(uuid, at) {
    const actor = actorFromUuid(uuid);
    if (!actor) return;
    writeCounter.actorUpdates += 1;
    await actor.setFlag("harnfudge", "restedUntil", at);
  },
};

function clockFacts(actor: PlayableActor, fighting: ReadonlySet<string>): ClockActorFacts {
  const wounds = actor.system.wounds;
  return {
    uuid: actor.uuid,
    name: actor.name,
    playerCharacter: actor.hasPlayerOwner,
    dead: wounds.dead,
    wounded: wounds.boxes.some((b) => b.marked),
    fighting: fighting.has(actor.uuid),
    nearDeathUntreated: nearDeathUntreated(wounds),
  };
}

/** The rest offer's characters now (decide-clock.ts `restCandidates`): every wounded actor in play at rest. */
export function restOfferCandidates(): RestCandidate[] {
  const fighting = fightingActors();
  return restCandidates(actorsInPlay().map((a) => clockFacts(a, fighting)));
}

/**
 * Rests the characters `rest` names among the offer's candidates over `span` and moves the other
 * candidates' marks on (they did not rest); an untreated Near Death character is left as he is.
 * Each in its own lock; a healing card for each that healed. Resolves to how many rested.
 */
export async function restOnClock(span: ClockSpan, rest: ReadonlySet<string> | null = null): Promise<number> {
  let rested = 0;
  for (const candidate of restOfferCandidates()) {
    if (candidate.blocked) continue;
    const resting = rest ? rest.has(candidate.uuid) : candidate.checked;
    if (!resting) {
      if (rest) await gmLocks.run([candidate.uuid], () => handleClockTravel(candidate.uuid, span, foundryClockPorts));
      continue;
    }
    const pending: PendingRolls = [];
    const ports = { ...foundryHealPorts(pending), ...foundryClockPorts };
    const done = await gmLocks.run([candidate.uuid], () => handleClockRest(candidate.uuid, span, game.user.id, ports));
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

/** The offer card's rows (names escaped by the template): each candidate with the days it would rest. */
export function offerRows(span: ClockSpan) {
  return restOfferCandidates().flatMap((c) => {
    const days = restOver(restedUntilOf(actorFromUuid(c.uuid)), span).days;
    if (days <= 0) return [];
    return [
      {
        uuid: c.uuid,
        name: c.name,
        checked: c.checked,
        blocked: c.blocked,
        days: counted("HARNFUDGE.RestClock.Days", days, game.i18n),
        note: c.blocked ? game.i18n.localize("HARNFUDGE.RestClock.NearDeath") : "",
      },
    ];
  });
}

async function offerContent(span: ClockSpan): Promise<string | null> {
  const rows = offerRows(span);
  if (rows.length === 0) return null;
  const days = Math.floor(((span.to - span.from) / span.secondsPerDay) * QUARTERS_PER_DAY) / QUARTERS_PER_DAY;
  return foundry.applications.handlebars.renderTemplate(REST_OFFER_TEMPLATE, {
    title: counted("HARNFUDGE.RestClock.OfferTitle", days, game.i18n),
    rows,
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

/**
 * The "restClock" GM action: the offer card's button, on the designated GM's client, with the
 * characters the GM left ticked (`rest`: uuids; the rest of the offer's characters move on).
 */
export const restClockAction: DomainHandler = async (request) => {
  const messageId = typeof request["messageId"] === "string" ? request["messageId"] : "";
  const ticked = request["rest"];
  if (!isStringArray(ticked) || ticked.length > MAX_OFFER_ROWS) return refusal("badRequest");
  const message = game.messages.get(messageId);
  const pending = pendingOffer();
  if (!message || message.getFlag("harnfudge", "restOffer") !== "pending" || pending?.messageId !== messageId)
    return refusal("replayed");
  // An offer reaches at most the world's time now (after a rewind, the rest goes no further). Each
  // rest and move is recorded in the actor's mark, so a second click rests nobody twice.
  const span = { from: pending.from, to: Math.min(pending.to, game.time.worldTime), secondsPerDay: secondsPerDay() };
  await restOnClock(span, new Set(ticked));
  await game.settings.set("harnfudge", SETTINGS.restClockPending, null);
  writeCounter.messageUpdates += 1;
  await message.setFlag("harnfudge", "restOffer", "done");
  return { ok: true };
};

/** The GM's Rest… on the designated GM's client (the "heal" domain, kind "rest"): the rest and the clock's mark in one update. */
export async function healRest(request: unknown, requesterId: string): Promise<{ result: HealResult; pending: PendingRolls }> {
  const pending: PendingRolls = [];
  const ports = {
    ...foundryHealPorts(pending),
    ...foundryClockPorts,
    now: () => game.time.worldTime,
    secondsPerDay,
  };
  const patient = isRecord(request) && typeof request["patientUuid"] === "string" ? request["patientUuid"] : "";
  const result = await gmLocks.run([patient], () => handleManualRest(request, requesterId, ports));
  return { result, pending };
}
