/**
 * The attack card's request handler over the fake world (./world.ts) as one GM client runs it,
 * with every dice spec the GM's client asks for recorded, and a helper posting Alice's attack.
 */
import { handleCardRequest } from "../../src/play/attack/decide";
import type { DiceSpec } from "../../src/play/services/dice";
import { createLockQueue } from "../../src/play/gm/locks";
import { expect } from "vitest";
import { ALICE, BOB, FakeWorld, attackRequest, dodge } from "./world";

export function cardWorld() {
  const w = new FakeWorld();
  const specs: DiceSpec[] = [];
  const ports = w.portsFor();
  const roll = ports.roll;
  ports.roll = (spec) => {
    specs.push(spec);
    return roll(spec);
  };
  const locks = createLockQueue();
  const act = (request: object, user: string) => handleCardRequest(request, user, ports, locks);
  return { w, specs, act, ports };
}

export type CardWorld = ReturnType<typeof cardWorld>;

let requests = 0;

/** Alice's attack on the Brigand, its 4dF showing `faces`; the card's message id. */
export async function attacked(
  { w, act }: CardWorld,
  faces: number[] = [1, 1, 0, 0],
  extra: Record<string, unknown> = {},
): Promise<string> {
  w.tray.push(faces);
  const created = await act(attackRequest(`req-cw${++requests}`, extra), ALICE);
  if (!created.ok) throw new Error(created.reason);
  return created.messageId;
}

export const NOT_READY = { ok: false, reason: "HARNFUDGE.Notify.NotReady" };

/** The card world with both sides holding an unused Lucky. */
export function luckyWorld(): CardWorld {
  const t = cardWorld();
  t.w.actor("Actor.attacker").luckyLastUsed = null;
  t.w.actor("Actor.target").luckyLastUsed = null;
  return t;
}

/** Superb attack (+2 on Good) against a Mediocre dodge (−1 on Fair): a full hit by 4, damage waiting. */
export async function hit(t: CardWorld): Promise<string> {
  const id = await attacked(t, [1, 1, 0, 0]);
  t.w.tray.push([0, 0, 0, -1]);
  const defended = await t.act(dodge(id), BOB);
  expect(defended.ok && defended.state.resolution).toMatchObject({ relativeDegree: 4, hit: true, table: "full" });
  return id;
}

/** The same hit with its 1dF rolled: the card is ready to apply. */
export async function damaged(t: CardWorld, fudge: number): Promise<string> {
  const id = await hit(t);
  t.w.tray.push([fudge]);
  const rolled = await t.act({ kind: "damage", messageId: id }, ALICE);
  expect(rolled.ok && rolled.state.damage?.fudge?.faces).toEqual([fudge]);
  return id;
}

export const lucky = (id: string, roll: string) => ({ kind: "lucky", messageId: id, roll });
