/** Tab configuration of the character sheet (ApplicationV2 TABS), shared with the render harness. */
export const CHARACTER_TAB_GROUP = "primary";
export const CHARACTER_TAB_LABEL_PREFIX = "HARNFUDGE.Sheet.Tab";
export const CHARACTER_TABS = [
  { id: "skills", icon: "fa-solid fa-dice" },
  { id: "combat", icon: "fa-solid fa-shield-halved" },
  { id: "health", icon: "fa-solid fa-heart-pulse" },
  { id: "talents", icon: "fa-solid fa-star" },
  { id: "advancement", icon: "fa-solid fa-chart-line" },
  { id: "biography", icon: "fa-solid fa-feather" },
] as const;
export type CharacterTabId = (typeof CHARACTER_TABS)[number]["id"];
