/**
 * The combat tracker's Hold and Act controls (rules 3.1.3), added to each row after a render
 * (combat-tracker.ts loads this on first use, during a started combat): Hold on a combatant's own
 * turn, Act while it holds this round and another's turn is up, for its owner or the GM. A click
 * sends the request to the designated GM's client (play/hold).
 */
import { holdControl, holdFlag, type HoldRowFacts, loadHoldClient } from "../play/hold";
import { userMay } from "../play/gm/may";

const HOLD_ICONS = { hold: "fa-solid fa-hourglass-half", act: "fa-solid fa-bolt" } as const;

function holdFacts(combat: Combat.Implementation, combatant: Combatant.Implementation): HoldRowFacts {
  return {
    started: combat.started,
    round: combat.round,
    current: combat.combatant?.id === combatant.id,
    heldRound: holdFlag(combatant.getFlag("harnfudge", "held")),
    movedFrom: holdFlag(combatant.getFlag("harnfudge", "movedFrom")),
    canAsk: userMay("hold", { characterOwner: combatant.isOwner }),
  };
}

export function addHoldControls(element: HTMLElement, combat: Combat.Implementation): void {
  const combatId = combat.id;
  if (!combatId) return;
  for (const li of element.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
    const combatant = combat.combatants.get(li.dataset["combatantId"] ?? "");
    const control = combatant ? holdControl(holdFacts(combat, combatant)) : null;
    const combatantId = combatant?.id;
    if (!combatantId || !control || li.querySelector(".harnfudge-hold")) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = `inline-control combatant-control icon harnfudge-hold ${HOLD_ICONS[control]}`;
    button.dataset["tooltip"] = game.i18n.localize(control === "hold" ? "HARNFUDGE.Hold.Hold" : "HARNFUDGE.Hold.Act");
    button.setAttribute("aria-label", button.dataset["tooltip"]);
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      button.disabled = true;
      void loadHoldClient().then((hold) => hold.askHold(control, combatId, combatantId));
    });
    (li.querySelector(".combatant-controls") ?? li).append(button);
  }
}
