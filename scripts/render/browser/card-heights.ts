/**
 * The height of every chat card screen in its 300 px sidebar (the chat message's box, header
 * included), for the screenshot report and the fit test: every card, waiting or resolved, as each
 * viewer sees it, must stay short (issue 27: at most 250 px). A resolved card folds to its headline
 * (templates/chat/card-fold.hbs); a waiting one shows only its step, its dice and breakdown folded.
 */
import type { Page } from "playwright-core";
import { playPage, type PlayScreen } from "../../screenshots-play";

/** The tallest a card may be as it is shown, in CSS pixels, in a 300 px sidebar (issue 27, item 1). */
export const CARD_MAX = 250;

export interface CardHeight {
  name: string;
  height: number;
  /** Its dice and breakdown behind the disclosure, closed. */
  folded: boolean;
  /** Still waiting for someone (a status line or controls of a step), or resolved. */
  waiting: boolean;
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
        waiting: !!app.querySelector(
          "[data-turn], [data-wait], [data-card-turn], [data-card-wait], .card-wait, .attack-card--pending",
        ),
      };
    }, open);
    out.push({ name: screen.name, ...measured });
  }
  return out;
}
