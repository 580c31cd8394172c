/**
 * How a GM-authored card of Lucky lines (strenuous activity, end of combat: services/lucky-lines.ts) is
 * rendered again after a Lucky reroll: each feature registers the renderer of its line kind
 * (its register.ts), loaded on first use, so the Lucky code knows no feature.
 */
import type { LuckyLine } from "./lucky-lines";

/** Renders a card's content from its lines (and the card's own flags, read from the message). */
export type LuckyCardRenderer = (message: ChatMessage.Implementation, lines: LuckyLine[]) => Promise<string>;

const renderers = new Map<LuckyLine["kind"], () => Promise<LuckyCardRenderer>>();

export function registerLuckyCard(kind: LuckyLine["kind"], load: () => Promise<LuckyCardRenderer>): void {
  renderers.set(kind, load);
}

/** The card's content for its lines, by the first line's kind. */
export async function renderLuckyCard(message: ChatMessage.Implementation, lines: LuckyLine[]): Promise<string> {
  const kind = lines[0]?.kind;
  const load = kind ? renderers.get(kind) : undefined;
  if (!load) throw new Error(`HârnFudge | no renderer for Lucky lines of kind ${String(kind)}`);
  return (await load())(message, lines);
}
