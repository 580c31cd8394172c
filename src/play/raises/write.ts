/**
 * A raise on the documents (rules 1.4): a character's facts for plan.ts, the plan's writes, and the
 * raised trait's name. Used by the sheet's ↑ buttons (the owner's own client) and by the GM's client
 * when it accepts a player's request.
 *
 * Writes: one actor update (EP spent, an attribute's level and advancement, and — for a request —
 * the request recorded in `records.requests`), then for a skill one item update or create. When the
 * item write fails the actor update is reverted, so no EP are spent without the raise; when the
 * client stops between the two (a reload), the request's record lets the card's Accept finish the
 * item's part alone (decide.ts, resumeAccept).
 */
import { getSkill, isSkillKey } from "../../rules";
import { isSkillItem } from "../../documents/guards";
import { catalogSkillData } from "../../sheets/context/skill-item";
import type { ActorRecords } from "../gm/records";
import { writeCounter } from "../services/writes";
import { copyAttributeUsage, type RaisePlan, type RaiseTarget, type RaiserFacts } from "./plan";

type Character = Actor.OfType<"character">;

/** The character's facts a raise reads, as they are on this client now. */
export function raiserFacts(actor: Character): RaiserFacts {
  const s = actor.system;
  return {
    ep: { earned: s.ep.earned, spent: s.ep.spent },
    attributes: { ...s.attributes },
    attributeAdvancement: copyAttributeUsage(s.attributeAdvancement),
    skills: actor.items.contents.flatMap((item) =>
      isSkillItem(item)
        ? [
            {
              id: item.id ?? "",
              name: item.name,
              key: item.system.key,
              specialization: item.system.specialization,
              level: item.system.level,
              default: item.system.default,
              advancement: { ...item.system.advancement },
            },
          ]
        : [],
    ),
  };
}

/** The raised trait's name: the attribute, the skill item's own name, or the catalog skill (with its subject). */
export function raiseLabel(plan: Pick<RaisePlan, "kind" | "key" | "itemName" | "specialization">): string {
  if (plan.kind === "attribute") return game.i18n.localize(`HARNFUDGE.Attribute.${plan.key}`);
  if (plan.itemName) return plan.itemName;
  const name = isSkillKey(plan.key) ? game.i18n.localize(getSkill(plan.key).labelKey) : plan.key;
  return plan.specialization ? `${name} (${plan.specialization})` : name;
}

/** The trait's name from a target and the actor's items (when no plan is at hand: a refused raise, a declined card). */
export function targetLabel(actor: Character | null, target: RaiseTarget): string {
  if (target.kind === "attribute") return raiseLabel({ kind: "attribute", key: target.key, itemName: null, specialization: "" });
  const item = target.itemId ? actor?.items.get(target.itemId) : null;
  return raiseLabel({ kind: "skill", key: target.key, itemName: item?.name ?? null, specialization: target.specialization });
}

/** Carries out a plan: the actor update (with `records` when given), then the skill item's write. */
export async function writeRaise(actor: Character, plan: RaisePlan, records?: ActorRecords): Promise<void> {
  const before = { ep: { spent: actor.system.ep.spent }, records: actor.system.toObject().records };
  writeCounter.actorUpdates += 1;
  await actor.update({ system: { ...plan.actor, ...(records ? { records } : {}) } });
  try {
    await writeRaiseItem(actor, plan);
  } catch (error) {
    // No EP spent (and no request recorded) without the raise itself.
    await actor.update({ system: before });
    throw error;
  }
}

/** The skill item's part of a plan: its update, or the learned skill's creation (nothing for an attribute). */
export async function writeRaiseItem(actor: Character, plan: RaisePlan): Promise<void> {
  if (plan.item) {
    const item = actor.items.get(plan.item.id);
    if (!item) throw new Error(`HârnFudge | the skill item ${plan.item.id} is gone`);
    await item.update({ system: plan.item.system });
  } else if (plan.learn) {
    const data = catalogSkillData(plan.learn.key, plan.learn.level, plan.learn.specialization, raiseLabel(plan));
    await Item.implementation.create(
      { ...data, system: { ...data.system, advancement: plan.learn.advancement } },
      { parent: actor },
    );
  }
}
