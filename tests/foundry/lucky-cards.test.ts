/**
 * After a Lucky reroll (rules 4) the GM's client writes the card again from its lines
 * (services/lucky-cards.ts): with the renderer the feature of the first line's kind registered, and
 * never with another feature's. A card whose lines no feature renders is an error the GM's client
 * reports before it writes anything (lucky/foundry.ts writes the card only with its content).
 */
import { describe, expect, it } from "vitest";
import { registerLuckyCard, renderLuckyCard } from "../../src/play/services/lucky-cards";
import type { GasLine, InfectionLine, StrenuousLine } from "../../src/play/services/lucky-lines";
import { emptyWoundBox, emptyWoundTrack } from "../../src/rules";

// The renderers read the message only through their own code; the test's stand-in carries its id.
const message = { id: "m1" } as ChatMessage.Implementation;

const base = { actorUuid: "Actor.a", actorName: "Ayla", health: 1, faces: [-1, -1, 0, 0], lucky: null };
const gas: GasLine = { ...base, kind: "gas", difficulty: 1, affected: true };
const strenuous: StrenuousLine = {
  ...base,
  kind: "strenuous",
  difficulty: 0,
  rapidHealing: false,
  before: emptyWoundTrack(),
  after: emptyWoundTrack(),
  failed: true,
};

registerLuckyCard("gas", async () => async (m, lines) => `gas card ${m.id}: ${lines.map((l) => l.actorName).join(", ")}`);
registerLuckyCard("strenuous", async () => async (m, lines) => `strenuous card ${m.id}: ${lines.length} lines`);

describe("a Lucky card written again after a reroll", () => {
  it("is rendered by its own feature's renderer, chosen by its first line's kind", async () => {
    expect(await renderLuckyCard(message, [gas, { ...gas, actorName: "Bren" }])).toBe("gas card m1: Ayla, Bren");
    expect(await renderLuckyCard(message, [strenuous])).toBe("strenuous card m1: 1 lines");
  });

  it("fails, naming the kind, when no feature renders its lines or it has none", async () => {
    const infection: InfectionLine = { ...base, kind: "infection", boxIndex: 3, severity: "hurt", box: emptyWoundBox() };
    await expect(renderLuckyCard(message, [infection])).rejects.toThrow("no renderer for Lucky lines of kind infection");
    await expect(renderLuckyCard(message, [])).rejects.toThrow("no renderer for Lucky lines of kind undefined");
  });
});
