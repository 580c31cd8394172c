/**
 * Strenuous activity's request reading and wound effects (src/play/strenuous/decide.ts, rules
 * 3.4.7): ids and difficulties at their limits, what a failure does to a wound by its treatment,
 * and a failure that costs only treatments.
 */
import { describe, expect, it } from "vitest";
import { emptyWoundBox, emptyWoundTrack, markWound, tendWound } from "../../src/rules";
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyRecords } from "../../src/play/gm/records";
import {
  handleStrenuousInQueue,
  handleStrenuousRequest,
  parseStrenuousRequest,
  woundEffect,
  type StrenuousPorts,
} from "../../src/play/strenuous/decide";

const request = (extra: Record<string, unknown> = {}) => ({
  kind: "strenuous",
  requestId: "strenuous-0001",
  actorUuid: "Actor.aldric",
  difficulty: 0,
  ...extra,
});

describe("reading a strenuous-activity request", () => {
  it("takes ids of 1 to 200 characters and a difficulty on the ladder, up to Superb", () => {
    expect(parseStrenuousRequest(request({ difficulty: 3 }))).toEqual({
      kind: "strenuous",
      requestId: "strenuous-0001",
      actorUuid: "Actor.aldric",
      difficulty: 3,
    });
    expect(parseStrenuousRequest(request({ requestId: "r".repeat(200) }))?.requestId).toHaveLength(200);
    for (const bad of [
      { requestId: "" },
      { requestId: "r".repeat(201) },
      { requestId: 7 },
      { actorUuid: "" },
      { actorUuid: null },
      { difficulty: 4 },
    ])
      expect(parseStrenuousRequest(request(bad))).toBeNull();
  });
});

describe("what a failure does to each wound (rules 3.4.7)", () => {
  it("takes a treatment with a benefit away, and restarts the count of any other", () => {
    const hurt = markWound(emptyWoundTrack(), "hurt").track.boxes.find((b) => b.marked) ?? emptyWoundBox();
    expect(woundEffect(hurt)).toBe("countRestarted");
    expect(woundEffect(tendWound(hurt, { kind: "magical", daysPerLevel: 2 }))).toBe("treatmentLost");
    expect(woundEffect(tendWound(hurt, { kind: "roll", resultDegree: 1 }))).toBe("treatmentLost");
    // A failed treatment, or one that treated no level, had no benefit to lose.
    expect(woundEffect(tendWound(hurt, { kind: "roll", resultDegree: -1 }))).toBe("countRestarted");
    expect(woundEffect({ ...hurt, treatment: "treated", treatedLevels: 0 })).toBe("countRestarted");
  });

  it("says a failure cost only treatments when every healing wound was treated", async () => {
    let track = markWound(emptyWoundTrack(), "hurt").track;
    track = { ...track, boxes: track.boxes.map((b) => (b.marked ? tendWound(b, { kind: "roll", resultDegree: 1 }) : b)) };
    const actor = {
      uuid: "Actor.aldric",
      name: "Aldric",
      health: 0,
      wounds: track,
      records: emptyRecords(),
      rapidHealing: false,
    };
    const ports: StrenuousPorts = {
      actor: (uuid) => (uuid === actor.uuid ? structuredClone(actor) : null),
      isGM: () => true,
      rollHealth: async () => ({ faces: [-1, -1, -1, 0], roll: null }),
      write: async () => undefined,
      markHealthUsed: async () => undefined,
    };
    const result = await handleStrenuousRequest(request(), "gm", ports);
    expect(result.ok && result.outcome).toMatchObject({ failed: true, result: "treatmentLost" });
    expect(await handleStrenuousInQueue(null, "gm", ports, createLockQueue())).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
  });
});
