/**
 * Strenuous activity on Foundry (rules 3.4.7): `game.harnfudge.strenuous(actor, { difficulty })`
 * and the sheets' GM button. The GM picks the Health roll's difficulty in a small dialog (Fair
 * preselected) unless it is passed; the request goes to the designated GM's client (the "gm"
 * domain, kind "strenuous"), which rolls Health as a real HarnFudgeRoll, decides with decide.ts in
 * the actor's write queue, marks Health used, and posts a GM-authored card with the roll in its
 * `rolls` (Dice So Nice shows it).
 */
import type { LuckyCardRenderer } from "../gm/lucky-cards";
import { rollHealth } from "../gm/health-roll";
import { isElementOf } from "../../compat";
import { isPlayable } from "../../documents/guards";
import { STRENUOUS_DEFAULT_DIFFICULTY } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { actorFromUuid, isGMUser } from "../gm/actors";
import { ladderOptions } from "../../i18n/format";
import { gmLocks } from "../gm/locks";
import type { Answer } from "../gm/router";
import { askGM, newRequestId, notify } from "../gm/transport";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { writeCounter } from "../gm/writes";
import { LUCKY_LINES_FLAG, type StrenuousLine } from "../gm/lucky-lines";
import { strenuousCardContext, strenuousLine, strenuousOutcomeOfLine } from "./card";
import { handleStrenuousInQueue, type StrenuousPorts } from "./decide";

export const STRENUOUS_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/strenuous.hbs`;
export const STRENUOUS_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/strenuous.hbs`;
const CARD_ROLL_PARTIAL = `${SYSTEM_PATH}/templates/chat/card-roll.hbs`;

const ports: StrenuousPorts = {
  actor(uuid) {
    const actor = actorFromUuid(uuid);
    if (!actor) return null;
    const source = actor.system.toObject();
    return {
      uuid: actor.uuid,
      name: actor.name,
      health: actor.system.attributes.health,
      wounds: source.wounds,
      records: source.records,
      rapidHealing: actor.system.talents.has("rapidHealing"),
    };
  },
  isGM: isGMUser,
  rollHealth: (actor, difficulty) => rollHealth(actor.uuid, actor.health, difficulty),
  async write(uuid, data) {
    const actor = actorFromUuid(uuid);
    if (!actor) throw new Error(`HârnFudge | no actor ${uuid}`);
    writeCounter.actorUpdates += 1;
    await actor.update({ system: { wounds: data.wounds, records: data.records } });
  },
  markHealthUsed: (uuid) => markTraitUsedOn(actorFromUuid(uuid), "attribute", "health"),
};

/** The "strenuous" kind of the "gm" domain, on the designated GM's client: decide, then post the card. */
export async function runStrenuous(request: Record<string, unknown>, requesterId: string): Promise<Answer> {
  const result = await handleStrenuousInQueue(request, requesterId, ports, gmLocks);
  if (!result.ok) return result;
  const { outcome } = result;
  const line = strenuousLine(outcome);
  const actor = actorFromUuid(outcome.actorUuid);
  writeCounter.creates += 1;
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker(actor ? { actor } : {}),
    content: await renderStrenuousCard(line),
    rolls: outcome.roll instanceof Roll ? [outcome.roll] : [],
    flags: { harnfudge: { requestId: String(request["requestId"]), [LUCKY_LINES_FLAG]: [line] } },
  });
  return { ok: true };
}

/** The card's HTML from its Lucky line (the kept roll once Lucky rerolled it); names escaped by the template. */
/** Lucky's re-render of a strenuous card (gm/lucky-cards.ts): the card holds one strenuous line. */
export const renderStrenuousLines: LuckyCardRenderer = async (_message, lines) => {
  const [line] = lines;
  if (line?.kind !== "strenuous") throw new Error("HârnFudge | a strenuous card holds one strenuous line");
  return renderStrenuousCard(line);
};

export async function renderStrenuousCard(line: StrenuousLine): Promise<string> {
  await foundry.applications.handlebars.loadTemplates([CARD_ROLL_PARTIAL]);
  return foundry.applications.handlebars.renderTemplate(
    STRENUOUS_CARD_TEMPLATE,
    strenuousCardContext(strenuousOutcomeOfLine(line), game.i18n),
  );
}

/** The GM picks the Health roll's difficulty (Fair preselected); null when cancelled. */
async function askDifficulty(name: string): Promise<number | null> {
  let difficulty: number | null = null;
  await foundry.applications.api.DialogV2.wait({
    window: { title: "HARNFUDGE.Strenuous.DialogTitle", icon: "fa-solid fa-person-running" },
    classes: ["harnfudge", "harnfudge-strenuous-dialog"],
    content: await foundry.applications.handlebars.renderTemplate(STRENUOUS_DIALOG_TEMPLATE, {
      name,
      difficulties: ladderOptions(STRENUOUS_DEFAULT_DIFFICULTY, game.i18n),
    }),
    buttons: [
      {
        action: "roll",
        label: "HARNFUDGE.Strenuous.Roll",
        icon: "fa-solid fa-dice",
        default: true,
        callback: (_event, button) => {
          const field = button.form?.elements.namedItem("difficulty");
          const value = isElementOf(field, HTMLSelectElement) ? Number(field.value) : NaN;
          difficulty = Number.isInteger(value) ? value : null;
        },
      },
      { action: "cancel", label: "HARNFUDGE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    rejectClose: false,
  });
  return difficulty;
}

export interface StrenuousOptions {
  /** The Health roll's difficulty (a ladder level, Fair = 0); asked in a dialog when omitted. */
  difficulty?: number;
}

/**
 * The GM calls for a Health roll after strenuous activity (rules 3.4.7). Resolves to whether the
 * roll was made and recorded.
 */
export async function strenuous(actor: Actor.Implementation, options: StrenuousOptions = {}): Promise<boolean> {
  if (!isPlayable(actor)) return false;
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.GMOnly"));
    return false;
  }
  const difficulty = options.difficulty ?? (await askDifficulty(actor.name));
  if (difficulty === null) return false;
  return notify(await askGM("gm", { kind: "strenuous", requestId: newRequestId(), actorUuid: actor.uuid, difficulty }));
}
