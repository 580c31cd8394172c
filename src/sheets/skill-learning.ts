/**
 * Edit mode's skill ladder, on the documents: a trained skill's level is set (or cleared to
 * untrained) with one item update; an untrained catalog skill is learned by creating its item with
 * the compendium entry's image and description (packs/skills) and the catalog's facts; a skill the
 * actor already has with that subject (however it is spelled: rules 1.1.2.2) is updated instead of
 * duplicated, and a typed subject keeps its known spelling.
 */
import { canonicalSubject, isSkillKey } from "../rules";
import { isSkillItem, type PlayableActor } from "../documents/guards";
import type { SkillLevelRequest } from "./behaviour/actor-sheet";
import { catalogSkillData } from "./context/skill-item";
import { duplicateSkill } from "./context/skills";
import { usedSubjects } from "./context/subjects";
import { plainItems } from "./data";

export const SKILLS_PACK = "harnfudge.skills";

type PackEntry = { img: string; description: string };

/** The skills compendium's entries by catalog key, loaded once (77 small documents). */
let packEntries: Promise<Map<string, PackEntry>> | null = null;

async function loadPackEntries(): Promise<Map<string, PackEntry>> {
  const entries = new Map<string, PackEntry>();
  const pack = game.packs.get(SKILLS_PACK);
  if (!pack) return entries;
  const documents: unknown[] = await pack.getDocuments();
  for (const document of documents) {
    if (document instanceof Item && isSkillItem(document)) {
      entries.set(document.system.key, { img: document.img ?? "", description: document.system.description });
    }
  }
  return entries;
}

/** The skills compendium's entry for a catalog key: its image and description, or null. */
async function packEntry(key: string): Promise<PackEntry | null> {
  packEntries ??= loadPackEntries().catch((error: unknown) => {
    console.error("HârnFudge: the skills compendium could not be read", error);
    packEntries = null;
    return new Map<string, PackEntry>();
  });
  return (await packEntries).get(key) ?? null;
}

export async function setSkillLevel(actor: PlayableActor, typed: SkillLevelRequest): Promise<void> {
  const items = plainItems(actor);
  // A typed subject keeps its known spelling ("harnic" learns Hârnic), or the one this character already uses.
  const own = actor.type === "character" ? actor.system : {};
  const used = usedSubjects(items, own).get(typed.key) ?? [];
  const request = { ...typed, specialization: canonicalSubject(typed.key, typed.specialization, used) };
  const existing =
    request.itemId ?? duplicateSkill(items, { key: request.key, specialization: request.specialization })?.id ?? null;
  const item = existing ? actor.items.get(existing) : undefined;
  if (isSkillItem(item)) {
    await item.update({ system: { level: request.level } });
    return;
  }
  if (request.level === null || !isSkillKey(request.key)) return;
  const data = catalogSkillData(
    request.key,
    request.level,
    request.specialization,
    game.i18n.localize(`HARNFUDGE.Skill.${request.key}`),
    await packEntry(request.key),
  );
  await Item.implementation.create(data, { parent: actor });
}
