/**
 * The combat tracker shows each combatant's rolled initiative degree as a ladder word instead of
 * the sort key (rules 3.1.1), the way v13 systems change tracker rows: in the tracker's context,
 * for the combat the tracker is viewing (not necessarily the active one). The template is core's,
 * so the owner's inline initiative input and the roll buttons stay. Rows are read one by one and
 * tolerantly (initiativeDisplay): a number our roll did not write is shown as typed.
 *
 * The owner's inline input shows that word too, so what is typed there is read as a GM means it
 * (documents/initiative-input.ts, issue 19): a ladder word sets the rolled degree, a +/- delta moves
 * it by ladder steps (both written as the rules core's sort key), a number stays a number; anything
 * else writes nothing and says why.
 *
 * Holding an action (rules 3.1.3, play/hold): a holding combatant's initiative reads "Good ·
 * holding"; one acting out of order this round still shows its rolled degree; the Hold and Act
 * controls are added by hold-controls.ts, loaded on first use.
 */
import { drawTiebreak, ladderLocKey } from "../rules";
import { ladderWord } from "../i18n/format";
import { isElementOf } from "../compat";
import { notifyFormat } from "../util/notify";
import { INITIATIVE_KEY_FLAG, initiativeDisplay } from "../documents/initiative";
import { initiativeEditUpdate, ladderWordTable, readInitiativeEdit } from "../documents/initiative-input";
import { holdFlag } from "../play/hold";

/** The part of a prepared tracker row this class rewrites. */
interface TurnRow {
  id: string;
  initiative: unknown;
}

function isTurnRow(value: unknown): value is TurnRow {
  return typeof value === "object" && value !== null && "id" in value && typeof value.id === "string" && "initiative" in value;
}

/** The rows core prepared into the context (`context.turns`, not in the v13 types of the render context). */
function turnRows(context: object): TurnRow[] {
  const turns: unknown = "turns" in context ? context.turns : null;
  if (!Array.isArray(turns)) return [];
  const rows: unknown[] = turns;
  return rows.filter(isTurnRow);
}

export class HarnFudgeCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  protected override async _prepareTrackerContext(
    context: foundry.applications.sidebar.tabs.CombatTracker.RenderContext,
    options: foundry.applications.sidebar.tabs.CombatTracker.RenderOptions,
  ) {
    const prepared = await super._prepareTrackerContext(context, options);
    const combat = this.viewed;
    if (!combat) return prepared;
    for (const row of turnRows(context)) {
      const combatant = combat.combatants.get(row.id);
      if (!combatant) continue;
      // Acting out of order this round (rules 3.1.3), it still shows its rolled degree.
      const moved = holdFlag(combatant.getFlag("harnfudge", "movedFrom"));
      const display = initiativeDisplay(moved ?? combatant.initiative, combatant.getFlag("harnfudge", INITIATIVE_KEY_FLAG));
      // Core formatted the number already (decimals); a raw value keeps that formatting.
      if (display.kind === "degree") row.initiative = ladderWord(display.degree, game.i18n);
      if (holdFlag(combatant.getFlag("harnfudge", "held")) === combat.round)
        row.initiative = game.i18n.format("HARNFUDGE.Hold.Holding", { initiative: String(row.initiative) });
    }
    return prepared;
  }

  /** Each row's Hold or Act control (rules 3.1.3) for its owner or the GM, during a started combat: added by code loaded on first use. */
  protected override async _onRender(
    context: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_onRender"]>[0],
    options: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    const combat = this.viewed;
    if (combat?.started) void import("./hold-controls").then((m) => m.addHoldControls(this.element, combat));
  }

  /** Core's handler of the inline initiative input, reading ladder words and ladder-step deltas. */
  protected override _onUpdateInitiative(event: Event): void {
    const input = event.target;
    if (!isElementOf(input, HTMLInputElement)) return;
    const id = input.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const combatant = id ? this.viewed?.combatants.get(id) : undefined;
    if (!combatant) return;
    const edit = readInitiativeEdit(input.value, {
      initiative: combatant.initiative,
      writtenKey: combatant.getFlag("harnfudge", INITIATIVE_KEY_FLAG),
      skillLevel: combatant.initiativeSkillLevel,
      tiebreak: drawTiebreak(Math.random),
      words: ladderWordTable((key) => game.i18n.localize(ladderLocKey(key))),
    });
    const update = initiativeEditUpdate(edit);
    if (update) {
      void combatant.update(update);
      return;
    }
    notifyFormat("warn", "HARNFUDGE.Combat.InitiativeInputInvalid", { value: input.value });
    void this.render();
  }
}

/** Foundry's combat tracker is ours (registered at init). */
export function registerCombatTracker(): void {
  CONFIG.ui.combat = HarnFudgeCombatTracker;
}
