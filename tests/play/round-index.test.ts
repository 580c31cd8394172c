/**
 * The attack cards' index (src/play/attack/round-index.ts): the engagement count and the replayed
 * request's card come from it, not from a scan of the chat log.
 */
import { describe, expect, it } from "vitest";
import { createCardIndex, type IndexedMessage } from "../../src/play/attack/round-index";

const R1 = { combat: "c1", round: 1 };
function card(attacker: string, target: string, round: { combat: string; round: number } | null, closed = false): IndexedMessage {
  return {
    requestId: null,
    card: { attacker: { actorUuid: attacker }, target: { actorUuid: target }, round, closed },
  };
}

describe("the attack cards' index", () => {
  it("lists the attacks on a target in one round on open cards only", () => {
    const index = createCardIndex();
    index.put("m1", card("A", "T", R1));
    index.put("m2", card("B", "T", R1));
    index.put("m3", card("C", "T", { combat: "c1", round: 2 }));
    index.put("m4", card("D", "U", R1));
    index.put("m5", card("E", "T", R1, true));
    index.put("m6", card("F", "T", null));
    expect(index.attacksInRound("T", R1).map((a) => a.attackerUuid)).toEqual(["A", "B"]);
    expect(index.attacksInRound("T", { combat: "c2", round: 1 })).toEqual([]);
    // What the engagement count reads of each: the attacker's token, name and mode (cards before tokens: null, melee).
    index.put("m7", {
      requestId: null,
      card: {
        attacker: { actorUuid: "G", tokenUuid: "Scene.s.Token.g", name: "Gil" },
        target: { actorUuid: "U" },
        mode: "ranged",
        round: R1,
        closed: false,
      },
    });
    expect(index.attacksInRound("U", R1)).toEqual([
      { attackerUuid: "D", attackerTokenUuid: null, name: "", mode: "melee" },
      { attackerUuid: "G", attackerTokenUuid: "Scene.s.Token.g", name: "Gil", mode: "ranged" },
    ]);
  });

  it("follows a card's updates and deletion: a closed or deleted card no longer counts", () => {
    const index = createCardIndex();
    index.put("m1", card("A", "T", R1));
    index.put("m2", card("B", "T", R1));
    index.put("m1", card("A", "T", R1, true));
    expect(index.attacksInRound("T", R1).map((a) => a.attackerUuid)).toEqual(["B"]);
    index.remove("m2");
    expect(index.attacksInRound("T", R1)).toEqual([]);
    expect(index.size()).toBe(1);
  });

  it("finds the message a request created, first one wins, and keeps it when deleted (issue 17, item 16)", () => {
    const index = createCardIndex();
    index.put("m1", { requestId: "r1", card: null });
    index.put("m2", { requestId: "r1", card: null });
    expect(index.byRequest("r1")).toBe("m1");
    index.remove("m1");
    // The deleted message still answers for its request: a retry finds no card and creates none.
    expect(index.byRequest("r1")).toBe("m1");
    expect(index.size()).toBe(1);
    expect(index.byRequest("nope")).toBeNull();
    // An update of a message that changes its request moves the request with it.
    index.put("m3", { requestId: "r3", card: null });
    index.put("m3", { requestId: "r4", card: null });
    expect(index.byRequest("r3")).toBeNull();
    expect(index.byRequest("r4")).toBe("m3");
  });
});
