/**
 * Strenuous activity, the GM's side that asks (rules 3.4.7): `game.harnfudge.strenuous(actor,
 * { difficulty })` and the sheets' GM button. One dialog asks the Health roll's difficulty (Fair
 * preselected) and who exerted themselves: the sheet's actor and the selected tokens' actors,
 * ticked, or with neither the party (issue 25). One request goes to the designated GM's client
 * (the "gm" domain, kind "strenuous": foundry.ts), which posts one card for the group. With the
 * difficulty given (a macro) the one actor rolls at once.
 */
import { isPlayable, type PlayableActor } from "../../documents/guards";
import { STRENUOUS_DEFAULT_DIFFICULTY } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { ladderOptions } from "../../i18n/format";
import { askGMOnce, notify } from "../gm/transport";
import { formDialog, readLadderSelect } from "../../util/form-dialog";
import { groupOf } from "../actor-groups";
import { groupRows, tickedUuids, type GroupRow } from "../group-rows";
import { isHealing } from "./decide";
import { userMayOrSay } from "../gm/may";

export const STRENUOUS_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/strenuous.hbs`;

/** Why an actor has nothing to roll for (a localization key), or null: dead, or no wound healing. */
function strenuousBlocked(actor: PlayableActor): string | null {
  if (actor.system.wounds.dead) return "HARNFUDGE.Group.Dead";
  return actor.system.wounds.boxes.some(isHealing) ? null : "HARNFUDGE.Group.NotHealing";
}

/** The GM picks the Health roll's difficulty (Fair preselected) and who exerted themselves; null when cancelled. */
async function askGroup(rows: GroupRow[]): Promise<{ difficulty: number; actors: string[] } | null> {
  const offered = new Set(rows.filter((r) => !r.disabled).map((r) => r.uuid));
  const choice = await formDialog({
    window: { title: "HARNFUDGE.Strenuous.DialogTitle", icon: "fa-solid fa-person-running" },
    className: "harnfudge-strenuous-dialog",
    content: await foundry.applications.handlebars.renderTemplate(STRENUOUS_DIALOG_TEMPLATE, {
      rows,
      difficulties: ladderOptions(STRENUOUS_DEFAULT_DIFFICULTY, game.i18n),
    }),
    submit: { action: "roll", label: "HARNFUDGE.Strenuous.Roll", icon: "fa-solid fa-dice" },
    read: (form) => {
      const difficulty = readLadderSelect(form, "difficulty");
      return difficulty === null ? null : { difficulty, actors: tickedUuids(new FormData(form).getAll("actors"), offered) };
    },
  });
  if (choice && choice.actors.length === 0) ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Group.NoneTicked"));
  return choice && choice.actors.length > 0 ? choice : null;
}

export interface StrenuousOptions {
  /** The Health roll's difficulty (a ladder level, Fair = 0); asked in a dialog when omitted. */
  difficulty?: number;
}

function send(actorUuids: string[], difficulty: number): Promise<boolean> {
  const key = `strenuous:${[...actorUuids].sort().join(",")}:${difficulty}`;
  return askGMOnce("gm", key, { kind: "strenuous", actorUuids, difficulty }).then(notify);
}

/**
 * The GM calls for a Health roll after strenuous activity (rules 3.4.7), for one character or a
 * group. Resolves to whether the rolls were made and recorded.
 */
export async function strenuous(actor?: Actor.Implementation | null, options: StrenuousOptions = {}): Promise<boolean> {
  if (!userMayOrSay("gmAction")) return false;
  if (options.difficulty !== undefined) return isPlayable(actor) ? send([actor.uuid], options.difficulty) : false;
  const group = groupOf(actor);
  const rows = groupRows(
    group.actors.map((a) => ({ uuid: a.uuid, name: a.name, picked: group.picked.has(a.uuid), blockedKey: strenuousBlocked(a) })),
    game.i18n,
  );
  const choice = await askGroup(rows);
  return choice ? send(choice.actors, choice.difficulty) : false;
}
