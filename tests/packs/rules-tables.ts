/**
 * The rules' tables (facts only: names, defaults, strengths, classes, ranges, armor values),
 * transcribed independently of the pack sources so the tests compare two separate copies.
 */
export const SKILL_DEFAULTS: Record<string, Record<string, string>> = {
  physical: {
    Acrobatics: "Poor", Climbing: "Poor", Dancing: "Poor", Jumping: "Poor", Legerdemain: "Terrible",
    Skiing: "Poor", Stealth: "Poor", Swimming: "Poor", Throwing: "Poor",
  },
  communication: {
    Acting: "Poor", Awareness: "Poor", Intrigue: "Poor", Language: "Terrible", Lovecraft: "Poor",
    "Mental Conflict": "Terrible", Musician: "Terrible", Oratory: "Poor", Religion: "None", Rhetoric: "Poor",
    Script: "None", Singing: "Poor",
  },
  combat: {
    Axe: "Poor", Blowgun: "Poor", Bow: "Poor", Club: "Mediocre", Dagger: "Poor", Dodge: "Poor", Flail: "Terrible",
    Initiative: "Poor", Net: "Poor", Polearm: "Poor", Riding: "Poor", Shield: "Mediocre", Sling: "Terrible",
    Spear: "Poor", Sword: "Poor", Unarmed: "Poor", Whip: "Poor",
  },
  loreCraft: {
    Agriculture: "Poor", Alchemy: "None", Animalcraft: "Poor", Astrology: "None", Brewing: "None", Ceramics: "None",
    Cookery: "Poor", Drawing: "Poor", Embalming: "None", Engineering: "None", Fishing: "Poor", Fletching: "Poor",
    Folklore: "None", Foraging: "Poor", Glassworking: "Terrible", Heraldry: "None", Herblore: "None",
    Hideworking: "Poor", Jewelcraft: "Poor", Law: "None", Lockcraft: "Terrible", Masonry: "Terrible",
    Mathematics: "None", Metalcraft: "Terrible", Milling: "None", Mineralogy: "None", Perfumery: "None",
    Piloting: "None", Runecraft: "None", Seamanship: "None", Shipwright: "None", Survival: "Poor", Tarotry: "None",
    Textilecraft: "Poor", Timbercraft: "Poor", Tracking: "Poor", Weaponcraft: "Terrible", Weatherlore: "Poor",
    Woodworking: "Poor",
  },
};

export const LADDER_WORDS: Record<string, number | null> = {
  Superb: 3, Great: 2, Good: 1, Fair: 0, Mediocre: -1, Poor: -2, Terrible: -3, None: null,
};

export const PER_SUBJECT = ["Language", "Musician", "Religion", "Script"];

/** Rules 3.5.1: group → [name, weapon strength ("n/a" for none), class]. */
export const MELEE_ROWS: Record<string, [string, string, string][]> = {
  Shields: [["Buckler", "+0", "Free"], ["Kite Shield", "+0", "Chivalric"], ["Knight Shield", "+0", "Chivalric"], ["Roundshield", "+0", "Free"], ["Tower Shield", "+0", "Free"]],
  Knives: [["Dagger", "+1", "Free"], ["Keltan", "+1", "Free"], ["Knife", "+0", "Peasant"]],
  Swords: [
    ["Bastard Sword", "+3", "Chivalric"], ["Battlesword", "+4", "Chivalric"], ["Broadsword", "+3", "Chivalric"], ["Estoc", "+3", "Chivalric"],
    ["Falchion", "+2", "Free"], ["Mang", "+3", "Free"], ["Mankar", "+2", "Free"], ["Shortsword", "+2", "Free"], ["Vagorsereq", "+2", "Free"],
  ],
  Clubs: [["Club", "+2", "Peasant"], ["Mace", "+2", "Chivalric"], ["Maul", "+3", "Peasant"], ["Morningstar", "+2", "Free"], ["Stick", "+1", "Peasant"]],
  Axes: [["Battleaxe", "+4", "Chivalric"], ["Handaxe", "+3", "Free"], ["Hatchet", "+1", "Peasant"], ["Sickle", "+1", "Peasant"], ["Warhammer", "+3", "Chivalric"]],
  Flails: [["Ball and Chain", "+3", "Chivalric"], ["Grainflail", "+2", "Peasant"], ["Nachakas", "+0", "Free"], ["Warflail", "+2", "Free"]],
  Spears: [["Javelin", "+3", "Free"], ["Lance", "+4", "Chivalric"], ["Staff", "+2", "Peasant"], ["Spear", "+4", "Free"], ["Trident", "+3", "Free"]],
  "Pole Arms": [["Falcastra", "+4", "Peasant"], ["Glaive", "+4", "Free"], ["Pike", "+4", "Free"], ["Poleaxe", "+4", "Chivalric"]],
  Whips: [["Isagra", "+1", "Free"], ["Whip", "+0", "Peasant"]],
  Miscellaneous: [["Fighting Claw", "+1", "Free"], ["Net", "n/a", "Peasant"], ["Unarmed", "-1", "Peasant"]],
};

/** Rules 3.5.2: group → [name, muscle-powered, strength, max range (ft), class, in melee treated as]. */
export const RANGED_ROWS: Record<string, [string, "Yes" | "No", string, number, string, string][]> = {
  Thrown: [["Javelin", "Yes", "+4", 350, "Free", "Javelin"], ["Shorkana", "Yes", "+2", 150, "Free", "Hatchet"], ["Taburi", "Yes", "+1", 150, "Free", "Knife"]],
  Bows: [
    ["Crossbow", "No", "+2", 800, "Free", "Club"], ["Hartbow", "Yes", "+2", 1000, "Free", "Stick"],
    ["Longbow", "Yes", "+2", 1000, "Free", "Stick"], ["Shortbow", "Yes", "+2", 800, "Free", "Stick"],
  ],
  Miscellaneous: [["Blowgun", "No", "+1", 200, "Free", "Stick"], ["Sling", "Yes", "+2", 350, "Peasant", "n/a"], ["Staff Sling", "Yes", "+2", 400, "Free", "Staff"]],
};

/** Skills per weapon, from the weapon lists in the skill descriptions of rules 1.1.2.3 (+ our documented choices). */
export const WEAPON_SKILLS: Record<string, string[]> = {
  sword: ["Bastard Sword", "Battlesword", "Broadsword", "Estoc", "Falchion", "Vagorsereq", "Mang", "Mankar", "Shortsword"],
  axe: ["Battleaxe", "Handaxe", "Shorkana", "Sickle", "Warhammer", "Hatchet"],
  club: ["Club", "Mace", "Maul", "Morningstar", "Stick"],
  dagger: ["Dagger", "Keltan", "Knife", "Taburi"],
  flail: ["Ball and Chain", "Grainflail", "Nachakas", "Warflail"],
  polearm: ["Falcastra", "Glaive", "Pike", "Poleaxe"],
  shield: ["Buckler", "Kite Shield", "Knight Shield", "Roundshield", "Tower Shield"],
  spear: ["Javelin", "Lance", "Spear", "Staff", "Trident"],
  whip: ["Isagra", "Whip"],
  bow: ["Crossbow", "Hartbow", "Longbow", "Shortbow"],
  sling: ["Sling", "Staff Sling"],
  blowgun: ["Blowgun"],
  net: ["Net"],
  unarmed: ["Unarmed", "Fighting Claw"],
};

export const ARMOR_ROWS: [string, string][] = [
  ["Cloth", "+1"], ["Quilt", "+1"], ["Leather", "+1"], ["Kurbal", "+2"], ["Ring Mail", "+2"], ["Scale Mail", "+3"], ["Chain Mail", "+3"], ["Plate", "+4"],
];

export const TALENT_NAMES = [
  "Acute Sense", "Animal Empathy", "Cat's eyes", "Charismatic", "Danger Sense", "Direction Sense", "Empathy", "Fortitude",
  "Intuition", "Lucky", "Magic Resistance", "Magic Sense", "Mystical Shield", "Prescience", "Rapid Healing",
];

/**
 * How each weapon wounds (rules 3.4.8: open wounds are usually a cut or stab), our reading of the
 * descriptions in 3.5.1–3.5.2: an edge or a point (spikes and the warhammer's beak included) is
 * edged; clubs, flails, staffs, shields, whips, fists and sling stones are blunt; the Net entangles.
 */
export const WOUNDING: Record<"edged" | "blunt" | "entangling", string[]> = {
  edged: [
    "Dagger", "Keltan", "Knife", "Bastard Sword", "Battlesword", "Broadsword", "Estoc", "Falchion", "Mang", "Mankar",
    "Shortsword", "Vagorsereq", "Morningstar", "Battleaxe", "Handaxe", "Hatchet", "Sickle", "Warhammer", "Ball and Chain",
    "Javelin", "Lance", "Spear", "Trident", "Falcastra", "Glaive", "Pike", "Poleaxe", "Fighting Claw",
    "Shorkana", "Taburi", "Crossbow", "Hartbow", "Longbow", "Shortbow", "Blowgun",
  ],
  blunt: [
    "Buckler", "Kite Shield", "Knight Shield", "Roundshield", "Tower Shield", "Club", "Mace", "Maul", "Stick",
    "Grainflail", "Nachakas", "Warflail", "Staff", "Isagra", "Whip", "Unarmed", "Sling", "Staff Sling",
  ],
  entangling: ["Net"],
};
