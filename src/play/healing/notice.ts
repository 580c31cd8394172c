/**
 * "Your turn" for the patient's player when a treatment of their character is offered (issue 27,
 * item 7); for the GM when no player owns the patient (card-turn.ts's namedForSide, as the card's line).
 */
import { parseConsent } from "./decide-consent";
import { actorFromUuid } from "../services/actors";
import { namedForSide } from "../card-turn";
import { tellTurn } from "../turn-told";

export function notice(message: ChatMessage.Implementation): void {
  const state = parseConsent(message.getFlag("harnfudge", "healConsent"));
  const patient = state ? actorFromUuid(state.patientUuid) : null;
  if (state?.status !== "pending") return;
  const owner = !!patient && patient.testUserPermission(game.user, "OWNER");
  if (!namedForSide({ gm: game.user.isGM, owner }, !!patient?.hasPlayerOwner)) return;
  const names = { healer: state.healerName, patient: state.patientName, skill: state.skill };
  tellTurn(`${message.id ?? ""}:consent`, game.i18n.format("HARNFUDGE.Healing.ConsentAsk", names));
}
