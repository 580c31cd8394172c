/**
 * The best defence a target has against an attack: the highest level, with the modifiers the roll
 * will take (defence-options.ts), among the defence skills it may use in this mode and carries
 * (rules 3.2, 3.3), first listed on a tie. The card preselects it for the
 * one-click Defend and the GM's client defends an NPC with it when the world lets NPCs defend
 * themselves. Pure.
 */
export interface DefenceOption {
  key: string;
  level: number;
  /** The modifiers the roll takes by default (their sum counts); none when not given. */
  modifiers?: readonly { value: number }[];
}

const effective = (o: DefenceOption) => o.level + (o.modifiers ?? []).reduce((sum, m) => sum + m.value, 0);

export function bestDefence<T extends DefenceOption>(options: readonly T[]): T | null {
  let best: T | null = null;
  for (const option of options) if (!best || effective(option) > effective(best)) best = option;
  return best;
}
