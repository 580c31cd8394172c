/**
 * The best defence a target has against an attack: the highest level among the defence skills it
 * may use in this mode (rules 3.2, 3.3), first listed on a tie. The card preselects it for the
 * one-click Defend and the GM's client defends an NPC with it when the world lets NPCs defend
 * themselves. Pure.
 */
export interface DefenceOption {
  key: string;
  level: number;
}

export function bestDefence<T extends DefenceOption>(options: readonly T[]): T | null {
  let best: T | null = null;
  for (const option of options) if (!best || option.level > best.level) best = option;
  return best;
}
