/**
 * The HârnFudge rules core: every rule as plain functions over plain data, no Foundry globals,
 * randomness injected. See docs/rules-interpretations.md for the readings chosen where the rules are ambiguous.
 */
export * from "./constants";
export type * from "./types";
export * from "./errors";
export * from "./ladder";
export * from "./wound-levels";
export * from "./dice";
export * from "./probability";
export * from "./skills";
export * from "./resolution";
export * from "./initiative";
export * from "./combat";
export * from "./damage";
export * from "./armor";
export * from "./legality";
export * from "./weapons";
export * from "./wounds";
export * from "./stun";
export * from "./conditions";
export * from "./treatment";
export * from "./healing-time";
export * from "./healing";
export * from "./infection";
export * from "./creation-limits";
export * from "./creation";
export * from "./advancement";
export * from "./talents";
export * from "./scale";
export * from "./contest";
export * from "./range";
export * from "./skill-caps";
export * from "./gas";
export * from "./attack";
export * from "./localization";
export * from "./mass-scale";
export * from "./subjects";
export * from "./subject-key";
