/**
 * The sheets' PARTS: one template per part, small enough to read. Foundry-free so the render
 * harness uses the very same list.
 */
export const SYSTEM_PATH = "systems/harnfudge";
export const templatePath = (path: string) => `${SYSTEM_PATH}/templates/${path}`;

const partial = (name: string) => templatePath(`shared/${name}.hbs`);

// Partials are listed per part in `templates`: HandlebarsApplicationMixin loads and registers them
// before the part renders.
export const CHARACTER_PARTS = {
  header: { template: templatePath("actor/character/header.hbs"), templates: [partial("derived")] },
  wounds: { template: templatePath("actor/character/wounds.hbs"), templates: [partial("wound-track")] },
  tabs: { template: partial("tabs") },
  skills: {
    template: templatePath("actor/character/skills.hbs"),
    templates: [partial("attributes"), partial("skill-list"), partial("raise-button")],
    scrollable: [""],
  },
  combat: {
    template: templatePath("actor/character/combat.hbs"),
    templates: [partial("weapons"), partial("armor")],
    scrollable: [""],
  },
  talents: { template: templatePath("actor/character/talents.hbs"), scrollable: [""] },
  advancement: { template: templatePath("actor/character/advancement.hbs"), scrollable: [""] },
  biography: { template: templatePath("actor/character/biography.hbs"), templates: [partial("prose")], scrollable: [""] },
};

export const NPC_PARTS = {
  header: { template: templatePath("actor/npc/header.hbs"), templates: [partial("derived")] },
  body: {
    template: templatePath("actor/npc/body.hbs"),
    templates: [
      partial("attributes"),
      partial("raise-button"),
      partial("wound-track"),
      partial("skill-list"),
      partial("weapons"),
      partial("armor"),
      partial("prose"),
    ],
    scrollable: [""],
  },
};

export const ITEM_PARTS = {
  header: { template: templatePath("item/header.hbs") },
  description: { template: templatePath("item/description.hbs"), templates: [partial("prose")] },
};

export const ITEM_BODY_TEMPLATES = {
  skill: templatePath("item/skill.hbs"),
  weapon: templatePath("item/weapon.hbs"),
  armor: templatePath("item/armor.hbs"),
  talent: templatePath("item/talent.hbs"),
} as const;
