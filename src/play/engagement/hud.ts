/**
 * The GM's engagement control on the token HUD (rules 3.2.1): a button in the HUD's left column
 * showing where the token stands (its icon, tooltip, and highlighted unless on open ground) that
 * moves it to the next position (open ground → surrounded → doorway → both sides of a door → open
 * ground). The write goes to the designated GM's client (the "gm" domain, kind "engagement":
 * foundry.ts). Players never see it.
 */
import type { EngagementPosition } from "../../rules";
import { asEngagementPosition, nextEngagementPosition } from "../../rules/engagement-positions";
import { askGM, notify } from "../gm/transport";
import { ENGAGEMENT_ICONS, engagementTooltip } from "./view";
import { userMay } from "../gm/may";

/** Shows `position` on the button. */
function paint(button: HTMLButtonElement, position: EngagementPosition): void {
  const tooltip = engagementTooltip(position, game.i18n);
  button.dataset["position"] = position;
  button.dataset["tooltip"] = tooltip;
  button.setAttribute("aria-label", tooltip);
  button.classList.toggle("active", position !== "open");
  const icon = document.createElement("i");
  icon.className = ENGAGEMENT_ICONS[position];
  icon.setAttribute("inert", "");
  button.replaceChildren(icon);
}

/** Adds the control to a rendered token HUD (GM only). */
export function addEngagementControl(token: unknown, html: HTMLElement): void {
  const column = html.querySelector(".col.left");
  if (!(token instanceof foundry.documents.TokenDocument) || !userMay("gmAction") || !column) return;
  if (column.querySelector(".harnfudge-engagement")) return;
  let position = asEngagementPosition(token.getFlag("harnfudge", "engagement"));
  const button = document.createElement("button");
  button.type = "button";
  button.className = "control-icon harnfudge-engagement";
  paint(button, position);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    const next = nextEngagementPosition(position);
    void askGM("gm", { kind: "engagement", tokenUuid: token.uuid, position: next }).then((answer) => {
      if (notify(answer)) {
        position = next;
        paint(button, position);
      }
      button.disabled = false;
    });
  });
  column.append(button);
}
