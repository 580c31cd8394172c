/**
 * The end-of-session GM tool (DialogV2): each player character with the rules' EP award
 * guidelines as checkboxes and a free extra amount. On confirm: one actor update per character
 * awarded (`system.ep.earned`), the world's session number advanced (unlocking one raise per
 * trait), and a chat summary. Opened by `game.harnfudge.endSession()`, the `/session` chat
 * command, or the GM's button in the chat sidebar.
 */
import { EP_AWARD_GUIDELINES } from "../../rules";
import { sessionContext } from "./context";
import { SYSTEM_PATH } from "../../rolls/roll";
import { isCharacter } from "../../documents/guards";
import { SETTINGS } from "../settings";
import type { AwardInput } from "./awards";
import { askGM, notify } from "../gm/transport";
import { isElementOf } from "../../compat";
import { ensureOnDemandStyles } from "../../lazy/styles";
import { formDialog } from "../../util/form-dialog";
import { userMayOrSay } from "../gm/may";

export const SESSION_TEMPLATE = `${SYSTEM_PATH}/templates/apps/session.hbs`;

/** The characters the tool lists: player-owned characters. */
function playerCharacters(): Actor.OfType<"character">[] {
  const out: Actor.OfType<"character">[] = [];
  for (const actor of game.actors) if (isCharacter(actor) && actor.hasPlayerOwner) out.push(actor);
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

function readRows(form: HTMLFormElement, characters: Actor.OfType<"character">[]): AwardInput[] {
  return characters.map((actor) => {
    const id = actor.id ?? "";
    const ticked = EP_AWARD_GUIDELINES.filter((g) => {
      const field = form.elements.namedItem(`award.${id}.${g.key}`);
      return isElementOf(field, HTMLInputElement) && field.checked;
    }).map((g) => g.key);
    const extraField = form.elements.namedItem(`extra.${id}`);
    const extra = isElementOf(extraField, HTMLInputElement) ? Math.trunc(Number(extraField.value)) : 0;
    return { actorId: id, name: actor.name, earned: actor.system.ep.earned, ticked, extra: Number.isFinite(extra) ? extra : 0 };
  });
}

/** Opens the tool; sends the awards to the designated GM's client. Resolves to whether they were made. */
export async function endSession(): Promise<boolean> {
  if (!userMayOrSay("gmAction")) return false;
  const characters = playerCharacters();
  const session = game.settings.get("harnfudge", SETTINGS.sessionNumber);
  const context = sessionContext(
    characters.map((a) => ({
      id: a.id ?? "",
      name: a.name,
      img: a.img ?? "",
      earned: a.system.ep.earned,
      balance: a.system.epBalance,
      awarded: a.system.records.sessions.includes(session),
    })),
    session,
  );
  const content = await foundry.applications.handlebars.renderTemplate(SESSION_TEMPLATE, context);
  ensureOnDemandStyles();
  const picked = await formDialog({
    window: { title: game.i18n.format("HARNFUDGE.Session.Title", { n: String(session) }), icon: "fa-solid fa-flag-checkered" },
    className: "harnfudge-session",
    width: 640,
    content,
    submit: { action: "award", label: "HARNFUDGE.Session.Confirm", icon: "fa-solid fa-check" },
    read: (form) => readRows(form, characters),
  });
  if (!picked) return false;
  return notify(
    await askGM("gm", {
      kind: "endSession",
      session,
      rows: picked.map((r) => ({ actorId: r.actorId, ticked: [...r.ticked], extra: r.extra })),
    }),
  );
}
