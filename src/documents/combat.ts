/**
 * Initiative (rules 3.1.1): each combatant rolls its Initiative skill (its default when
 * untrained) with 4dF. The tracker sorts by one number, the rules core's sort key, which encodes
 * rolled degree, then Initiative skill, then a random tiebreak; the tracker shows the rolled
 * degree as a ladder word, decoded by the rules core.
 */
import { INITIATIVE_SKILL, decodeInitiativeSortKey, drawTiebreak, initiativeSortKey } from "../rules";
import { ladderWord } from "../play/format";
import { HarnFudgeRoll } from "../rolls/roll";
import { skillFacts, skillRollLevel } from "../rolls/traits";
import { isPlayable } from "./guards";

/** The initiative check of an actor: level and label (untrained: the default). */
function initiativeCheck(actor: Actor.Implementation | null) {
  const level = isPlayable(actor) ? skillRollLevel(actor, INITIATIVE_SKILL) : 0;
  const label = actor ? skillFacts(actor, INITIATIVE_SKILL).label : game.i18n.localize("HARNFUDGE.Combat.Initiative");
  return { level, label };
}

export class HarnFudgeCombatant extends Combatant {
  override getInitiativeRoll(_formula?: string): HarnFudgeRoll {
    const { level, label } = initiativeCheck(this.actor);
    return HarnFudgeRoll.forCheck({
      kind: "initiative",
      label,
      traitKey: INITIATIVE_SKILL,
      level,
      modifiers: [],
      difficulty: null,
      actorUuid: this.actor?.uuid ?? null,
    });
  }
}

export class HarnFudgeCombat extends Combat {
  /**
   * Rolls initiative for the given combatants: one chat message per roll (hidden combatants roll
   * privately for the GM), then one update of the combatants with the rules core's sort keys.
   */
  override async rollInitiative(ids: string | string[], options: Combat.InitiativeOptions = {}): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const updates: { _id: string; initiative: number }[] = [];
    for (const id of list) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = combatant.getInitiativeRoll();
      await roll.evaluate();
      const key = initiativeSortKey(roll.degree.rolledDegree, roll.check.level, drawTiebreak(Math.random));
      updates.push({ _id: id, initiative: key });
      const speaker = ChatMessage.getSpeaker({ actor: combatant.actor, token: combatant.token, alias: combatant.name });
      await roll.toMessage(
        {
          ...options.messageOptions,
          speaker,
          flavor: game.i18n.format("HARNFUDGE.Combat.RollsInitiative", { name: combatant.name ?? "" }),
        },
        { rollMode: combatant.hidden ? "gmroll" : undefined },
      );
    }
    if (updates.length === 0) return this;
    const current = this.combatant?.id;
    await this.updateEmbeddedDocuments("Combatant", updates);
    if (options.updateTurn !== false && current) {
      const turn = this.turns.findIndex((t) => t.id === current);
      if (turn >= 0 && turn !== this.turn) await this.update({ turn });
    }
    return this;
  }
}

/** The tracker shows each combatant's rolled degree as a ladder word, not the sort key. */
export function onRenderCombatTracker(_app: unknown, html: HTMLElement): void {
  const combat = game.combat;
  if (!combat) return;
  for (const li of html.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
    const combatant = combat.combatants.get(li.dataset["combatantId"] ?? "");
    const cell = li.querySelector<HTMLElement>(".token-initiative .initiative, .token-initiative");
    if (!combatant || combatant.initiative === null || !cell) continue;
    const { rolledDegree } = decodeInitiativeSortKey(combatant.initiative);
    const word = ladderWord(rolledDegree, game.i18n);
    const target = cell.querySelector<HTMLElement>(".initiative") ?? cell;
    if (target.querySelector("button")) continue;
    target.textContent = word;
    target.title = word;
    target.classList.add("harnfudge-initiative");
  }
}

export function registerCombat(): void {
  CONFIG.Combat.documentClass = HarnFudgeCombat;
  CONFIG.Combatant.documentClass = HarnFudgeCombatant;
  Hooks.on("renderCombatTracker", onRenderCombatTracker);
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof HarnFudgeCombat;
    Combatant: typeof HarnFudgeCombatant;
  }
}
