/**
 * The GM's engagement control on the token HUD (rules 3.2.1): a button in the HUD's left column
 * showing where the token stands (its icon, tooltip, and highlighted unless on open ground) that
 * moves it to the next position (open ground → surrounded → doorway → both sides of a door → open
 * ground). The write goes to the designated GM's client (the "gm" domain, kind "engagement":
 * foundry.ts). Players never see it.
 */
import { ENGAGEMENT_LIMITS, asEngagementPosition, nextEngagementPosition, type EngagementPosition } from "../../rules";
import type { Localizer } from "../../i18n/format";
import { askGM, notify } from "../gm/transport";

/** Each position's Font Awesome icon on the HUD. */
export const ENGAGEMENT_ICONS: Readonly<Record<EngagementPosition, string>> = {
  open: "fa-solid fa-people-arrows",
  surrounded: "fa-solid fa-arrows-to-circle",
  doorway: "fa-solid fa-door-open",
  doorwayBothSides: "fa-solid fa-dungeon",
};

/** The button's tooltip: where the token stands, how many can engage it, what a click does. */
export function engagementTooltip(position: EngagementPosition, i18n: Localizer): string {
  return i18n.format("HARNFUDGE.Engagement.Tooltip", {
    position: i18n.localize(`HARNFUDGE.Engagement.${position}`),
    max: String(ENGAGEMENT_LIMITS[position]),
    next: i18n.localize(`HARNFUDGE.Engagement.${nextEngagementPosition(position)}`),
  });
}

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
export function addEngagementControl(token: TokenDocument.Implementation, html: HTMLElement): void {
  const column = html.querySelector(".col.left");
  if (!game.user.isGM || !column || column.querySelector(".harnfudge-engagement")) return;
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
