/**
 * Rules 1.4: rolling a character's trained skill or attribute uses it, which allows its next
 * raise. One update, only when the flag changes (the pure traitUseUpdate decides); nothing for a
 * user who may not write the actor (the GM's client marks the rolls it makes). NPCs do not advance.
 */
import { isCharacter } from "../documents/guards";
import type { CheckKind } from "../rolls/check";
import { findSkillItem } from "../rolls/traits";
import { traitUseUpdate } from "../rolls/usage";

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
