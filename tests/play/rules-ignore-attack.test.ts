/**
 * Rules 3.2: "if the target is unaware of, or chooses to ignore, the attack", the attack is rolled
 * against a difficulty the GM sets. Choosing to ignore is the target's (its owner's) choice;
 * unaware stays the GM's call, and so does the difficulty (docs/rules-interpretations.md).
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, EVE, FakeWorld, GM, attackRequest } from "./world";

const locks = createLockQueue();
const act = (w: FakeWorld, request: object, user: string) => handleCardRequest(request, user, w.portsFor(), locks);
const ignore = (messageId: string, difficulty: number | null = null) => ({
  kind: "defend",
  messageId,
  defence: "ignore",
  skill: null,
  choices: null,
  difficulty,
});

async function posted(w: FakeWorld) {
  w.tray.push([1, 1, 0, 0]); // Good +2 → Superb
  const result = await act(w, attackRequest(), ALICE);
  if (!result.ok) throw new Error(result.reason);
  return result.messageId;
}

describe("the target may choose to ignore an attack (rules 3.2)", () => {
  it("the target's owner ignores it; the difficulty the owner names is not taken, the GM sets it", async () => {
    const w = new FakeWorld();
    const id = await posted(w);
    const ignored = await act(w, ignore(id, -3), BOB);
    expect(ignored.ok && ignored.state.defence).toMatchObject({ kind: "ignore", difficulty: null, by: BOB, roll: null });
    expect(ignored.ok && ignored.state.resolution).toBeNull();
    expect(await act(w, { kind: "difficulty", messageId: id, difficulty: -3 }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    const set = await act(w, { kind: "difficulty", messageId: id, difficulty: 0 }, GM);
    expect(set.ok && set.state.defence?.difficulty).toBe(0);
    expect(set.ok && set.state.resolution).not.toBeNull();
  });

  it("the attacker's side and a stranger may not ignore it for the target; unaware stays the GM's", async () => {
    const w = new FakeWorld();
    const id = await posted(w);
    expect(await act(w, ignore(id), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    expect(await act(w, ignore(id), EVE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    expect(await act(w, { ...ignore(id), defence: "unaware" }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(w.card(id).defence).toBeNull();
    const unaware = await act(w, { ...ignore(id, 1), defence: "unaware" }, GM);
    expect(unaware.ok && unaware.state.defence).toMatchObject({ kind: "unaware", difficulty: 1 });
  });
});
