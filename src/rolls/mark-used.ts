/**
 * Marking a rolled trait used on the actor (rules 1.4); usage.ts decides, from plain data, which
 * flag the roll sets. Shared by every roll path: checks, attacks, defences, contests, initiative,
 * healing and the GM's Health rolls.
 */
import { isCharacter } from "../documents/guards";
import type { CheckKind } from "./check";
import { findSkillItem } from "./traits";
import { traitUseUpdate } from "./usage";

/**
 * Marks the rolled trait used on the actor: one update, only when the flag changes (the pure
 * traitUseUpdate decides); nothing for a user who may not write the actor (the GM's client marks
 * the rolls it makes). NPCs do not advance.
 */
export async function markTraitUsedOn(
  actor: Actor.Implementation | null,
  kind: CheckKind,
  traitKey: string | null,
  specialization?: string,
): Promise<void> {
  if (!actor || !actor.isOwner || !isCharacter(actor)) return;
  const item = kind === "attribute" || traitKey === null ? null : findSkillItem(actor, traitKey, specialization);
  const change = traitUseUpdate({
    actorType: actor.type,
    kind,
    traitKey,
    rolled: true,
    skillItem: item ? { id: item.id ?? "", level: item.system.level, used: item.system.advancement.used } : null,
    attributeAdvancement: actor.system.attributeAdvancement,
  });
  if (!change) return;
  try {
    if (change.document === "actor") await actor.update(change.update);
    else await actor.items.get(change.itemId)?.update(change.update);
  } catch (error) {
    // Marking is bookkeeping: a failed write must not lose the roll itself.
    console.error("HârnFudge | could not mark the trait used", error);
  }
}
