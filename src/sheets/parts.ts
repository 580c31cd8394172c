/**
 * The sheets' PARTS: one template per part, small enough to read. Foundry-free so the render
 * harness uses the very same list.
 */
export const SYSTEM_PATH = "systems/harnfudge";
export const templatePath = (path: string) => `${SYSTEM_PATH}/templates/${path}`;

const partial = (name: string) => templatePath(`shared/${name}.hbs`);

/** The public face of an actor, all a LIMITED viewer gets (the sheets render it alone for them). */
export const LIMITED_PART = { template: templatePath("actor/limited.hbs") };

/** Templates rendered outside the sheets' parts: the Add wound… dialog. */
export const SHEET_DIALOG_TEMPLATES = [templatePath("actor/add-wound.hbs")] as const;

// Partials are listed per part in `templates`: HandlebarsApplicationMixin loads and registers them
// before the part renders.
export const CHARACTER_PARTS = {
  limited: LIMITED_PART,
  header: {
    template: templatePath("actor/character/header.hbs"),
    templates: [partial("derived"), partial("mode-toggle"), partial("wound-strip"), partial("conditions")],
  },
  tabs: { template: partial("tabs") },
  skills: {
    template: templatePath("actor/character/skills.hbs"),
    templates: [
      partial("cp-bar"),
      partial("attributes"),
      partial("add-controls"),
      partial("skill-search"),
      partial("skill-list"),
      partial("skill-cap"),
      partial("raise-button"),
    ],
    scrollable: [""],
  },
  combat: {
    template: templatePath("actor/character/combat.hbs"),
    templates: [partial("add-controls"), partial("weapons"), partial("armor")],
    scrollable: [""],
  },
  health: { template: templatePath("actor/character/health.hbs"), templates: [partial("wound-track")], scrollable: [""] },
  talents: { template: templatePath("actor/character/talents.hbs"), templates: [partial("add-controls")], scrollable: [""] },
  advancement: { template: templatePath("actor/character/advancement.hbs"), scrollable: [""] },
  biography: { template: templatePath("actor/character/biography.hbs"), templates: [partial("prose")], scrollable: [""] },
};

export const NPC_PARTS = {
  limited: LIMITED_PART,
  header: {
    template: templatePath("actor/npc/header.hbs"),
    templates: [partial("derived"), partial("mode-toggle"), partial("conditions")],
  },
  body: {
    template: templatePath("actor/npc/body.hbs"),
    templates: [
      partial("attributes"),
      partial("raise-button"),
      partial("wound-track"),
      partial("add-controls"),
      partial("skill-search"),
      partial("skill-list"),
      partial("skill-cap"),
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
