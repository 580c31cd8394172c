/**
 * The height of every chat card screen in its 300 px sidebar (the chat message's box, header
 * included), for the screenshot report and the fit test: every resolved card folds to its
 * headline (templates/chat/card-fold.hbs) and must stay short (issue 18: about 200 px).
 */
import type { Page } from "playwright-core";
import { playPage, type PlayScreen } from "../../screenshots-play";

/** The tallest a folded (resolved) card may be, in CSS pixels, in a 300 px sidebar. */
export const FOLDED_CARD_MAX = 200;
/** The tallest any card may be at any step, for any viewer, in either language (issue 27, item 1). */
export const CARD_MAX = 250;

export interface CardHeight {
  name: string;
  height: number;
  /** A resolved card shown folded (its dice and breakdown behind the disclosure). */
  folded: boolean;
}

/** Measures each chat screen's message height, light theme; with `open`, each disclosure unfolded. */
export async function cardHeights(
  page: Page,
  screens: readonly PlayScreen[],
  css: string,
  lang = "en",
  { open = false } = {},
): Promise<CardHeight[]> {
  const out: CardHeight[] = [];
  for (const screen of screens) {
    if (screen.frame !== "chat") continue;
    await page.setContent(playPage(screen, "light", css, lang));
    const measured = await page.evaluate((unfold) => {
      const app = document.querySelector("#app");
      if (!app) throw new Error("no #app");
      const details = app.querySelector("details[data-card-details]");
      if (details && unfold) (details as HTMLDetailsElement).open = true;
      return {
        height: Math.round(app.getBoundingClientRect().height),
        folded: !!details && !(details as HTMLDetailsElement).open,
      };
    }, open);
    out.push({ name: screen.name, ...measured });
  }
  return out;
}
