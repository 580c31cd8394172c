/**
 * The attack card's request handler over the fake world (./world.ts) as one GM client runs it,
 * with every dice spec the GM's client asks for recorded, and a helper posting Alice's attack.
 */
import { handleCardRequest } from "../../src/play/attack/decide";
import type { DiceSpec } from "../../src/play/gm/dice";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, FakeWorld, attackRequest } from "./world";

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
