/**
 * Registers the chat cards' shared partials (card-parts.ts) with Foundry before a card renders:
 * `loadTemplates` loads each path as the partial of that name, cached after the first call.
 */
import { CARD_PARTS } from "./card-parts";

export async function loadCardParts(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(Object.values(CARD_PARTS));
}
