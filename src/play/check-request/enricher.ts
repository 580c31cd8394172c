/**
 * The `@Check[…]` link as each client draws it (link.ts reads it): "🎲 Awareness check against Good".
 * For a GM a click asks the players (the dialog, filled in); for a player it rolls their own check.
 * A secret link's difficulty is left out of a player's link (and out of its data): a player sees
 * only which check it is. Loaded on first use, when a text with a link is first enriched; from then
 * on one listener on the page follows every link's click.
 */
import { ladderWord } from "../../i18n/format";
import { traitName } from "../../rolls/trait-options";
import { isHTMLElement } from "../../compat";
import { parseCheckLink } from "./link";
import { userMay } from "../gm/may";

let listening = false;

/** A click on a link: the GM asks the players, a player rolls (client.ts, loaded on the first click). */
function onLinkClick(event: MouseEvent): void {
  const link = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("a.harnfudge-check-link") : null;
  if (!link) return;
  event.preventDefault();
  event.stopPropagation();
  const shift = event.shiftKey;
  void import("./client").then((client) => client.followCheckLink(link, shift));
}

/** Turns one match of CHECK_LINK_PATTERN into the link, or null to leave the text as written. */
export function enrichCheckLink(match: RegExpMatchArray): HTMLElement | null {
  const link = parseCheckLink(match[1] ?? "");
  if (!link) return null;
  // The first link drawn on this client starts the one listener for every link's clicks.
  if (!listening && typeof document.body?.addEventListener === "function") {
    listening = true;
    document.body.addEventListener("click", onLinkClick);
  }
  const gm = userMay("checkAsk");
  const trait = traitName(link.trait, game.i18n);
  const showDifficulty = link.difficulty !== null && (gm || !link.secret);
  const a = document.createElement("a");
  a.className = "harnfudge-check-link";
  a.dataset["trait"] = `${link.trait.kind}:${link.trait.key}`;
  if (showDifficulty && link.difficulty !== null) a.dataset["difficulty"] = String(link.difficulty);
  if (link.secret) a.dataset["secret"] = "";
  a.dataset["tooltipText"] = game.i18n.localize(gm ? "HARNFUDGE.CheckRequest.LinkHintGM" : "HARNFUDGE.CheckRequest.LinkHint");
  const icon = document.createElement("i");
  icon.className = link.secret && gm ? "fa-solid fa-eye-slash" : "fa-solid fa-dice";
  icon.setAttribute("aria-hidden", "true");
  const own = match[2]?.trim();
  const text = own
    ? own
    : showDifficulty && link.difficulty !== null
      ? `${game.i18n.format("HARNFUDGE.CheckRequest.CardTitle", { trait })} ${game.i18n.format("HARNFUDGE.CheckRequest.Against", { difficulty: ladderWord(link.difficulty, game.i18n) })}`
      : game.i18n.format("HARNFUDGE.CheckRequest.CardTitle", { trait });
  // Text, never HTML: the label is whatever the page's author typed.
  a.append(icon, ` ${text}`);
  return a;
}
