/**
 * Refused before anything is posted (issue 27, item 6): an attack the attacker's own client can
 * already see is impossible is stopped before any dialog or request, with the reason, instead of
 * posting a card the GM then has to clear up. In order: an attacker who cannot attack (knocked out,
 * Incapacitated or worse: rules 3.4.6, its conditions' reason), no target, the attacker itself, a
 * dead target. The GM's client checks the same again (decide-create.ts). Pure.
 */

export interface AttackAttempt {
  /** Why the attacker's conditions refuse an attack (a localization key), or null. */
  attackerRefused: string | null;
  /** The picked target, or null when none is targeted. */
  target: { name: string; self: boolean; dead: boolean } | null;
}

export interface Refusal {
  key: string;
  data: Record<string, string>;
}

export function attackRefusal(attempt: AttackAttempt): Refusal | null {
  if (attempt.attackerRefused) return { key: attempt.attackerRefused, data: {} };
  const target = attempt.target;
  if (!target) return { key: "HARNFUDGE.Notify.NoTargetYet", data: {} };
  if (target.self) return { key: "HARNFUDGE.Notify.SelfTarget", data: {} };
  if (target.dead) return { key: "HARNFUDGE.Notify.TargetDeadNamed", data: { name: target.name } };
  return null;
}
