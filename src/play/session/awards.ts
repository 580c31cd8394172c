/**
 * End-of-session EP awards (rules 1.4, 1.4.1), pure: the guidelines ticked per character plus a
 * free extra amount, added to EP earned by the rules core's awardEp (a debt is paid off first
 * because the balance is earned − spent).
 */
import { EP_AWARD_GUIDELINES, awardEp } from "../../rules";

export interface AwardInput {
  actorId: string;
  name: string;
  /** EP earned so far. */
  earned: number;
  /** The guideline keys ticked for this character. */
  ticked: readonly string[];
  /** A free extra award (whole EP, 0 or more). */
  extra: number;
}

export interface Award {
  actorId: string;
  name: string;
  award: number;
  earned: number;
  /** The guideline keys that counted. */
  reasons: string[];
}

/** The award of each character; characters with nothing awarded are left out (no update). */
export function sessionAwards(rows: readonly AwardInput[], guidelines = EP_AWARD_GUIDELINES): Award[] {
  const out: Award[] = [];
  for (const row of rows) {
    const reasons = guidelines.filter((g) => row.ticked.includes(g.key)).map((g) => g.key);
    const fromGuidelines = guidelines.filter((g) => row.ticked.includes(g.key)).reduce((sum, g) => sum + g.ep, 0);
    const extra = Number.isInteger(row.extra) && row.extra > 0 ? row.extra : 0;
    const award = fromGuidelines + extra;
    if (award === 0) continue;
    out.push({ actorId: row.actorId, name: row.name, award, earned: awardEp(row.earned, award), reasons });
  }
  return out;
}

/** The session number after this session ends (unlocks one raise per trait, rules 1.4). */
export function nextSession(current: number): number {
  return Number.isInteger(current) && current >= 1 ? current + 1 : 2;
}
