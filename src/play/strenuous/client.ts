/**
 * Strenuous activity, the GM's side that asks (rules 3.4.7): `game.harnfudge.strenuous(actor,
 * { difficulty })` and the sheets' GM button. The GM picks the Health roll's difficulty in a small
 * dialog (Fair preselected) unless it is passed; the request goes to the designated GM's client
 * (the "gm" domain, kind "strenuous": foundry.ts).
 */
import { isPlayable } from "../../documents/guards";
import { STRENUOUS_DEFAULT_DIFFICULTY } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { ladderOptions } from "../../i18n/format";
import { askGMOnce, notify } from "../gm/transport";
import { formDialog, readLadderSelect } from "../../util/form-dialog";
import { userMayOrSay } from "../gm/may";

export const STRENUOUS_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/strenuous.hbs`;

/** The GM picks the Health roll's difficulty (Fair preselected); null when cancelled. */
async function askDifficulty(name: string): Promise<number | null> {
  return formDialog({
    window: { title: "HARNFUDGE.Strenuous.DialogTitle", icon: "fa-solid fa-person-running" },
    className: "harnfudge-strenuous-dialog",
    content: await foundry.applications.handlebars.renderTemplate(STRENUOUS_DIALOG_TEMPLATE, {
      name,
      difficulties: ladderOptions(STRENUOUS_DEFAULT_DIFFICULTY, game.i18n),
    }),
    submit: { action: "roll", label: "HARNFUDGE.Strenuous.Roll", icon: "fa-solid fa-dice" },
    read: (form) => readLadderSelect(form, "difficulty"),
  });
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
  if (!userMayOrSay("gmAction")) return false;
  const difficulty = options.difficulty ?? (await askDifficulty(actor.name));
  if (difficulty === null) return false;
  return notify(
    await askGMOnce("gm", `strenuous:${actor.uuid}:${difficulty}`, { kind: "strenuous", actorUuid: actor.uuid, difficulty }),
  );
}
