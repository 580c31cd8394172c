/**
 * End of combat (rules 3.4.6–3.4.8), run by the active GM when a combat is deleted: each open
 * wound rolls Health for infection (unless the world setting turns the rule off), then scratches
 * and stun marks clear. One actor update per combatant that changed, one chat summary.
 */
import { checkInfection, clearScratches, clearStunsAfterCombat, woundsToCheckForInfection } from "../rules";
import { isPlayable } from "../documents/guards";
import { SETTINGS } from "./settings";

async function rollFaces(): Promise<number[]> {
  const roll = await new Roll("4dF").evaluate();
  const die = roll.dice[0];
  return die ? die.results.map((r) => r.result) : [];
}

export async function endOfCombat(actors: Actor.Implementation[]): Promise<void> {
  const infectionOn = game.settings.get("harnfudge", SETTINGS.infection);
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const actor of actors) {
    if (!isPlayable(actor) || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    let wounds = actor.system.wounds;
    if (infectionOn) {
      const rolls: Record<number, number[]> = {};
      for (const index of woundsToCheckForInfection(wounds)) rolls[index] = await rollFaces();
      const result = checkInfection(wounds, actor.system.attributes.health, rolls);
      wounds = result.track;
      for (const check of result.checks) {
        lines.push(
          game.i18n.format(check.infected ? "HARNFUDGE.Combat.Infected" : "HARNFUDGE.Combat.NotInfected", {
            name: actor.name,
            wound: game.i18n.localize(`HARNFUDGE.Wound.${check.severity}`),
          }),
        );
      }
    }
    wounds = clearScratches(wounds);
    const stun = clearStunsAfterCombat(actor.system.stun);
    const changed =
      JSON.stringify(wounds) !== JSON.stringify(actor.system.wounds) ||
      JSON.stringify(stun) !== JSON.stringify(actor.system.stun);
    if (changed) await actor.update({ system: { wounds, stun } });
  }
  const content = `<div class="harnfudge end-combat"><h3>${game.i18n.localize("HARNFUDGE.Combat.Ended")}</h3><p>${game.i18n.localize(
    "HARNFUDGE.Combat.Cleared",
  )}</p>${lines.length ? `<ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul>` : ""}</div>`;
  await ChatMessage.create({ content, whisper: ChatMessage.getWhisperRecipients("GM").map((u) => u.id ?? "") });
}

export function registerEndOfCombat(): void {
  Hooks.on("deleteCombat", (combat) => {
    if (!game.users.activeGM?.isSelf || !combat.started) return;
    const actors = combat.combatants.contents.flatMap((c) => (c.actor ? [c.actor] : []));
    void endOfCombat(actors);
  });
}
