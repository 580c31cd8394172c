/**
 * The list of compendium packs the system ships. The build writes `packs` and `packFolders` of
 * system.json from these two exports; `scripts/packs.ts` compiles `packs/<name>/` (sources) into
 * `<outDir>/<name>/` (LevelDB), which is `packs/<name>` inside the built system.
 */

/** Name of the sidebar folder that groups every HârnFudge compendium. */
export const PACK_FOLDER_NAME = "HârnFudge";

export type PackDocumentType = "Item" | "Actor" | "JournalEntry";

export interface PackManifestEntry {
  /** Pack name: also the source directory `packs/<name>` and the output directory `<outDir>/<name>`. */
  name: string;
  /** English label shown in the compendium sidebar. */
  label: string;
  /** Foundry document type held by the pack. */
  type: PackDocumentType;
  /** Path of the compiled pack relative to the system root, as written in system.json. */
  path: string;
  /** The sidebar folder (`packFolders`) that lists this pack. */
  folder: string;
}

function pack(name: string, label: string, type: PackDocumentType): PackManifestEntry {
  return { name, label, type, path: `packs/${name}`, folder: PACK_FOLDER_NAME };
}

export const packManifest: readonly PackManifestEntry[] = [
  pack("skills", "Skills", "Item"),
  pack("melee-weapons", "Melee Weapons", "Item"),
  pack("ranged-weapons", "Ranged Weapons", "Item"),
  pack("natural-weapons", "Natural Weapons", "Item"),
  pack("armor", "Armor", "Item"),
  pack("talents", "Innate Magical Talents", "Item"),
  pack("creatures", "Creatures and NPCs", "Actor"),
  pack("pregens", "Ready-made Characters", "Actor"),
  pack("rules-journal", "How to Play HârnFudge in Foundry", "JournalEntry"),
];

/** Item types each Item pack may hold (checked by the pack validator). */
export const PACK_ITEM_TYPES: Readonly<Record<string, readonly string[]>> = {
  skills: ["skill"],
  "melee-weapons": ["weapon"],
  "ranged-weapons": ["weapon"],
  "natural-weapons": ["weapon"],
  armor: ["armor"],
  talents: ["talent"],
};

/** Actor types each Actor pack may hold. */
export const PACK_ACTOR_TYPES: Readonly<Record<string, readonly string[]>> = {
  creatures: ["npc"],
  pregens: ["character"],
};

/** Item types an actor of an Actor pack may own (the embedded items). */
export const EMBEDDED_ITEM_TYPES: readonly string[] = ["skill", "weapon", "armor", "talent"];

/** system.json `packFolders`: one "HârnFudge" folder containing every pack, in manifest order. */
export const packFolders = [
  {
    name: PACK_FOLDER_NAME,
    sorting: "m" as const,
    color: "#5b3a1e",
    packs: packManifest.map((p) => p.name),
  },
];
