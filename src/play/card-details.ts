/**
 * A resolved card's disclosure (templates/chat/card-fold.hbs), on every card that folds: it opens
 * as this browser left it, and remembers the change. Kept in this browser's storage by message id.
 */
const DETAILS_KEY = "harnfudge.cardDetails";

/** The messages whose dice and breakdown this client unfolded (kept in this browser). */
function openDetails(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DETAILS_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Opens a card's folded details as this client left them and remembers each toggle. */
export function rememberCardDetails(message: ChatMessage.Implementation, html: HTMLElement): void {
  const details = html.querySelector<HTMLDetailsElement>(".harnfudge details[data-card-details]");
  const id = message.id;
  if (!details || !id) return;
  details.open = openDetails().includes(id);
  details.addEventListener("toggle", () => {
    const others = openDetails().filter((m) => m !== id);
    // The last 200 unfolded cards are enough to remember.
    const next = details.open ? [...others, id].slice(-200) : others;
    try {
      localStorage.setItem(DETAILS_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the card still opens and closes, it is just not remembered.
    }
  });
}
