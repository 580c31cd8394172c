/**
 * The height of every chat card screen in its 300 px sidebar (the chat message's box, header
 * included), for the screenshot report and the fit test: a resolved attack card folds to its
 * headline and must stay short (issue 18: about 200 px).
 */
import type { Page } from "playwright-core";
import { playPage, type PlayScreen } from "../../screenshots-play";

/** The tallest a folded (resolved) attack card may be, in CSS pixels, in a 300 px sidebar. */
export const FOLDED_CARD_MAX = 200;

export interface CardHeight {
  name: string;
  height: number;
  /** A resolved card shown folded (its dice and breakdown behind the disclosure). */
  folded: boolean;
}

/** Measures each chat screen's message height, light theme. */
export async function cardHeights(page: Page, screens: readonly PlayScreen[], css: string, lang = "en"): Promise<CardHeight[]> {
  const out: CardHeight[] = [];
  for (const screen of screens) {
    if (screen.frame !== "chat") continue;
    await page.setContent(playPage(screen, "light", css, lang));
    const measured = await page.evaluate(() => {
      const app = document.querySelector("#app");
      if (!app) throw new Error("no #app");
      const details = app.querySelector("details[data-card-details]");
      return {
        height: Math.round(app.getBoundingClientRect().height),
        folded: !!details && !(details as HTMLDetailsElement).open,
      };
    });
    out.push({ name: screen.name, ...measured });
  }
  return out;
}
