/**
 * Type guards narrowing Foundry documents to this system's subtypes, so `system` is typed by its
 * data model without casts.
 */

/** A character or NPC: the actors that have attributes, wounds and stun. */
export type PlayableActor = Actor.OfType<"character"> | Actor.OfType<"npc">;

export function isPlayable(actor: Actor.Implementation | null | undefined): actor is PlayableActor {
  return actor?.type === "character" || actor?.type === "npc";
}

export function isSkillItem(item: Item.Implementation | null | undefined): item is Item.OfType<"skill"> {
  return item?.type === "skill";
}

export function isWeaponItem(item: Item.Implementation | null | undefined): item is Item.OfType<"weapon"> {
  return item?.type === "weapon";
}

export function isCharacter(actor: Actor.Implementation | null | undefined): actor is Actor.OfType<"character"> {
  return actor?.type === "character";
}

export function isTalentItem(item: Item.Implementation | null | undefined): item is Item.OfType<"talent"> {
  return item?.type === "talent";
}

export function isArmorItem(item: Item.Implementation | null | undefined): item is Item.OfType<"armor"> {
  return item?.type === "armor";
}
