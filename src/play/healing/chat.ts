/**
 * The consent card's Accept / Decline in the chat log (issue 17, item 8): kept, on a GM-authored
 * pending card, for the users the policy lets answer it (the patient's owners and the GMs) and
 * removed for everyone else, on every client at render; a click sends the answer to the
 * designated GM's client, which checks everything again (the request code loads on first click).
 */
import { isElementOf, isHTMLElement } from "../../compat";
import { actorFromUuid } from "../services/actors";
import { isRecord } from "../../util/guards";
import { namedForSide, showTurnLine } from "../card-turn";
import { userMay } from "../gm/may";

function setDisabled(actions: HTMLElement, disabled: boolean): void {
  for (const b of actions.querySelectorAll("button")) if (isElementOf(b, HTMLButtonElement)) b.disabled = disabled;
}

async function answer(actions: HTMLElement, messageId: string, accept: boolean): Promise<void> {
  const { askGM, notify } = await import("../gm/transport");
  if (!notify(await askGM("heal", { kind: "consent", messageId, accept }))) setDisabled(actions, false);
}

export function wireHealConsent(message: ChatMessage.Implementation, html: HTMLElement): void {
  const actions = html.querySelector<HTMLElement>("[data-consent-actions]");
  if (!actions) return;
  const state: unknown = message.author?.isGM ? message.getFlag("harnfudge", "healConsent") : null;
  const patient = isRecord(state) && typeof state["patientUuid"] === "string" ? actorFromUuid(state["patientUuid"]) : null;
  const patientOwner = !!patient && patient.testUserPermission(game.user, "OWNER");
  showTurnLine(html, namedForSide({ gm: game.user.isGM, owner: patientOwner }, !!patient?.hasPlayerOwner));
  if (!isRecord(state) || state["status"] !== "pending" || !userMay("healConsent", { patientOwner }) || !message.id) {
    actions.remove();
    return;
  }
  const messageId = message.id;
  actions.addEventListener("click", (event) => {
    const button = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("[data-consent]") : null;
    const kind = button?.dataset["consent"];
    if (!button || (kind !== "accept" && kind !== "decline")) return;
    event.preventDefault();
    setDisabled(actions, true);
    void answer(actions, messageId, kind === "accept");
  });
}
