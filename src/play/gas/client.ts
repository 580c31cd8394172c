/**
 * Poisonous gas, the GM's side that asks (rules 6.1): `/gas`, `game.harnfudge.gas({ difficulty })`
 * and the card's "next round" button. The exposed tokens are the GM's selected and targeted ones —
 * for the next round those selected or targeted then (who left the gas is no longer in it), else
 * the card's; the GM picks the gas's difficulty in a small dialog (Fair preselected) unless it is
 * passed. Each round is a new request to the designated GM's client (the "gm" domain, kind "gas":
 * foundry.ts), carrying a request id that a retry of the same round after a timeout sends again
 * (gm/transport.ts askGMOnce), so a round is rolled at most once.
 */
import { SYSTEM_PATH } from "../../rolls/roll";
import { ladderOptions } from "../../i18n/format";
import { formDialog, readLadderSelect } from "../../util/form-dialog";
import { askGMOnce, notify } from "../gm/transport";
import { GAS_FLAG, parseGasCardFlag } from "./card";
import { userMay, userMayOrSay } from "../gm/may";

export const GAS_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/gas.hbs`;

/** The GM picks the gas's difficulty (Fair preselected); null when cancelled. */
async function askDifficultyOf(names: string[]): Promise<number | null> {
  return formDialog({
    window: { title: "HARNFUDGE.Gas.DialogTitle", icon: "fa-solid fa-smog" },
    className: "harnfudge-gas-dialog",
    content: await foundry.applications.handlebars.renderTemplate(GAS_DIALOG_TEMPLATE, {
      names,
      difficulties: ladderOptions(0, game.i18n),
    }),
    submit: { action: "roll", label: "HARNFUDGE.Gas.Roll", icon: "fa-solid fa-dice" },
    read: (form) => readLadderSelect(form, "difficulty"),
  });
}

/** The GM's selected and targeted tokens, each once. */
function exposedTokens(): TokenDocument.Implementation[] {
  const placed = [...(canvas?.tokens?.controlled ?? []), ...game.user.targets];
  return [...new Map(placed.map((t) => [t.document.uuid, t.document])).values()];
}

/** One round for these tokens; `retryKey` names the round, so its retry after a timeout is the same request. */
function sendRound(tokenUuids: string[], difficulty: number, retryKey: string): Promise<boolean> {
  return askGMOnce("gm", `gas:${retryKey}`, { kind: "gas", tokenUuids, difficulty }).then(notify);
}

export interface GasOptions {
  /** The gas's difficulty (a ladder level, Fair = 0); asked in a dialog when omitted. */
  difficulty?: number;
}

/** One round of poisonous gas for the selected and targeted tokens (GM). Resolves to whether it was rolled. */
export async function gas(options: GasOptions = {}): Promise<boolean> {
  if (!userMayOrSay("gmAction")) return false;
  const tokens = exposedTokens();
  if (tokens.length === 0) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Gas.NoTokens"));
    return false;
  }
  const difficulty = options.difficulty ?? (await askDifficultyOf(tokens.map((t) => t.name ?? "")));
  if (difficulty === null) return false;
  const uuids = tokens.map((t) => t.uuid);
  return sendRound(uuids, difficulty, `${[...uuids].sort().join(",")}:${difficulty}`);
}

/**
 * The card's "next round" button, for GMs on a GM-authored gas card: the same difficulty for the
 * tokens selected or targeted now (those still in the gas), else the card's own tokens.
 */
export function wireGasCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>("[data-gas-again]");
  const next = parseGasCardFlag(message.getFlag("harnfudge", GAS_FLAG));
  if (!button || !next || !userMay("gmAction") || !message.author?.isGM || !message.id) return;
  const messageId = message.id;
  button.hidden = false;
  button.addEventListener("click", () => {
    button.disabled = true;
    const selected = exposedTokens().map((t) => t.uuid);
    const tokens = selected.length ? selected : next.tokenUuids;
    void sendRound(tokens, next.difficulty, `${messageId}:${[...tokens].sort().join(",")}`).finally(() => {
      button.disabled = false;
    });
  });
}
