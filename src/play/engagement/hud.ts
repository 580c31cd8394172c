/**
 * The GM's engagement controls on the token HUD (rules 3.2.1), in the HUD's left column:
 * - where the token stands (its icon, tooltip, highlighted unless on open ground); a click moves it
 *   to the next position (open ground → surrounded → doorway → both sides of a door → open ground);
 * - whether it is bulky or wields a large weapon such as a pole arm (it takes two places around a
 *   defender); a click toggles it.
 * The marks are the GM's record (store.ts), read here and written on the designated GM's client (the
 * "gm" domain, kind "engagement": foundry.ts). Players never see the controls, and nothing a player
 * can write (the token's flags) is read.
 */
import type { EngagementPosition } from "../../rules";
import { nextEngagementPosition } from "../../rules/engagement-positions";
import { askGM, notify } from "../gm/transport";
import { BULKY_ICON, ENGAGEMENT_ICONS, bulkyTooltip, engagementTooltip } from "./view";
import { engagementMarks } from "./store";
import { bulkyOf, positionOf } from "../../rules/engagement-positions";
import { userMay } from "../gm/may";

function paint(button: HTMLButtonElement, tooltip: string, icon: string, active: boolean): void {
  button.dataset["tooltip"] = tooltip;
  button.setAttribute("aria-label", tooltip);
  button.classList.toggle("active", active);
  const i = document.createElement("i");
  i.className = icon;
  i.setAttribute("inert", "");
  button.replaceChildren(i);
}

function control(className: string, onClick: (button: HTMLButtonElement) => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `control-icon ${className}`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    onClick(button);
  });
  return button;
}

/** Asks the designated GM's client to write a mark; the button is painted again once it did. */
function ask(
  button: HTMLButtonElement,
  tokenUuid: string,
  mark: { position?: EngagementPosition; bulky?: boolean },
  done: () => void,
) {
  button.disabled = true;
  void askGM("gm", { kind: "engagement", tokenUuid, ...mark }).then((answer) => {
    if (notify(answer)) done();
    button.disabled = false;
  });
}

/** Adds the controls to a rendered token HUD (GM only). */
export function addEngagementControl(token: unknown, html: HTMLElement): void {
  const column = html.querySelector(".col.left");
  if (!(token instanceof foundry.documents.TokenDocument) || !userMay("gmAction") || !column) return;
  if (column.querySelector(".harnfudge-engagement")) return;
  const marks = engagementMarks();
  let position = positionOf(marks, token.uuid);
  let bulky = bulkyOf(marks, token.uuid);
  const paintPosition = (b: HTMLButtonElement) => {
    b.dataset["position"] = position;
    paint(b, engagementTooltip(position, game.i18n), ENGAGEMENT_ICONS[position], position !== "open");
  };
  const paintBulky = (b: HTMLButtonElement) => paint(b, bulkyTooltip(bulky, game.i18n), BULKY_ICON, bulky);
  const where = control("harnfudge-engagement", (b) => {
    const next = nextEngagementPosition(position);
    ask(b, token.uuid, { position: next }, () => {
      position = next;
      paintPosition(b);
    });
  });
  const big = control("harnfudge-bulky", (b) => {
    const next = !bulky;
    ask(b, token.uuid, { bulky: next }, () => {
      bulky = next;
      paintBulky(b);
    });
  });
  paintPosition(where);
  paintBulky(big);
  column.append(where, big);
}
