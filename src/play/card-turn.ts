/**
 * The per-viewer line of a card that waits for one side (a raise request for the GM, a treatment
 * for the patient's player): the card renders both lines (templates/chat/card-turn.hbs) and every
 * client keeps the one for its user, "Your turn: …" for whoever may decide (the policy's answer,
 * gm/policy.ts), "Waiting for …" for everyone else. Hiding is for clarity; the GM's client checks
 * every answer again.
 */
/** The little of the DOM this needs (a browser's elements and happy-dom's alike). */
interface TurnRoot {
  querySelector(selector: string): { remove(): void } | null;
}

export function showTurnLine(root: TurnRoot, decides: boolean): void {
  root.querySelector(decides ? "[data-card-wait]" : "[data-card-turn]")?.remove();
}

/**
 * Whether this user is the one a card names for a side's step: the side's player while a player
 * owns it (a GM may still answer, unnamed, as on the attack card: next-step.ts), else the GM.
 */
export function namedForSide(user: { gm: boolean; owner: boolean }, sideHasPlayer: boolean): boolean {
  return sideHasPlayer ? user.owner && !user.gm : user.gm;
}
