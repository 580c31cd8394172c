/**
 * End of session on the GM's client (src/play/session/decide.ts, rules 1.4 and 1.4.1): the request
 * a client sends is read strictly, only a GM may end a session, a stale session number is refused,
 * each character's award is written with the session recorded in the same update, a character that
 * already has the session is skipped (an interrupted end of session is finished by running it again,
 * never awarding twice), and the session number advances only when every award is in.
 */
import { describe, expect, it } from "vitest";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import { endSessionDecision, parseSessionRequest, type SessionCharacter, type SessionPorts } from "../../src/play/session/decide";

const request = (extra: Record<string, unknown> = {}) => ({
  kind: "endSession",
  session: 4,
  rows: [{ actorId: "aldric", ticked: ["survival", "roleplaying"], extra: 0 }],
  ...extra,
});

const row = (extra: Record<string, unknown> = {}) => ({ actorId: "aldric", ticked: ["survival"], extra: 2, ...extra });

describe("reading an end-of-session request", () => {
  it("keeps the session, each row's actor, ticked guideline keys (strings only) and extra award", () => {
    expect(
      parseSessionRequest(
        request({
          rows: [
            { actorId: "aldric", ticked: ["survival", 7, null, "reallyCool"], extra: 2 },
            { actorId: "bera", ticked: [], extra: 0 },
          ],
        }),
      ),
    ).toEqual({
      kind: "endSession",
      session: 4,
      rows: [
        { actorId: "aldric", ticked: ["survival", "reallyCool"], extra: 2 },
        { actorId: "bera", ticked: [], extra: 0 },
      ],
    });
    expect(parseSessionRequest(request({ rows: [] }))).toEqual({ kind: "endSession", session: 4, rows: [] });
  });

  it("refuses anything but a well-formed request", () => {
    for (const bad of [
      null,
      "endSession",
      [request()],
      request({ kind: "raise" }),
      request({ kind: undefined }),
      request({ session: "4" }),
      request({ session: undefined }),
      request({ rows: "aldric" }),
      request({ rows: { 0: row() } }),
      request({ rows: [row(), "bera"] }),
      request({ rows: [row({ actorId: 7 })] }),
      request({ rows: [row({ actorId: undefined })] }),
      request({ rows: [row({ extra: "2" })] }),
      request({ rows: [row({ extra: undefined })] }),
      request({ rows: [row({ ticked: "survival" })] }),
      request({ rows: [row({ ticked: undefined })] }),
    ])
      expect(parseSessionRequest(bad), JSON.stringify(bad)).toBeNull();
  });
});

interface Log {
  awards: { id: string; earned: number; records: ActorRecords }[];
  advanced: number[];
  queued: string[];
}

function world(
  characters: SessionCharacter[],
  options: { gm?: boolean; session?: number; failOn?: string; failInQueue?: string } = {},
): { ports: SessionPorts; log: Log } {
  const log: Log = { awards: [], advanced: [], queued: [] };
  const byId = new Map(characters.map((c) => [c.id, c]));
  const ports: SessionPorts = {
    isGM: (userId) => (options.gm ?? true) && userId === "gm-user",
    currentSession: () => options.session ?? 4,
    character: (id) => byId.get(id) ?? null,
    award: async (id, earned, records) => {
      if (id === options.failOn) throw new Error("update failed");
      log.awards.push({ id, earned, records });
    },
    advanceSession: async (to) => {
      log.advanced.push(to);
    },
    inQueue: async (id, task) => {
      log.queued.push(id);
      if (id === options.failInQueue) throw new Error("queue failed");
      return task();
    },
  };
  return { ports, log };
}

const aldric = (records: Partial<ActorRecords> = {}): SessionCharacter => ({
  id: "aldric",
  name: "Aldric",
  earned: 5,
  records: { ...emptyRecords(), ...records },
});
const bera: SessionCharacter = { id: "bera", name: "Bera", earned: 0, records: emptyRecords() };

describe("ending a session on the GM's client (rules 1.4.1)", () => {
  it("adds each award to EP earned with the session recorded in the same update, then advances the session", async () => {
    const { ports, log } = world([aldric({ sessions: [2, 3] }), bera]);
    const result = await endSessionDecision(
      request({
        rows: [
          { actorId: "aldric", ticked: ["survival", "roleplaying"], extra: 0 },
          { actorId: "bera", ticked: ["reallyCool"], extra: 3 },
        ],
      }),
      "gm-user",
      ports,
    );
    expect(result).toEqual({
      ok: true,
      awards: [
        { actorId: "aldric", name: "Aldric", award: 2, earned: 7, reasons: ["survival", "roleplaying"] },
        { actorId: "bera", name: "Bera", award: 4, earned: 4, reasons: ["reallyCool"] },
      ],
      skipped: [],
      failed: [],
      advancedTo: 5,
    });
    expect(log.queued).toEqual(["aldric", "bera"]);
    expect(log.awards).toEqual([
      { id: "aldric", earned: 7, records: { ...emptyRecords(), sessions: [2, 3, 4] } },
      { id: "bera", earned: 4, records: { ...emptyRecords(), sessions: [4] } },
    ]);
    expect(log.advanced).toEqual([5]);
  });

  it("refuses a malformed request with the bad-request key and writes nothing", async () => {
    const { ports, log } = world([aldric()]);
    expect(await endSessionDecision(request({ rows: [row({ extra: "9" })] }), "gm-user", ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(await endSessionDecision(null, "gm-user", ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(log).toEqual({ awards: [], advanced: [], queued: [] });
  });

  it("refuses a player: only a GM ends a session", async () => {
    const { ports, log } = world([aldric()]);
    expect(await endSessionDecision(request(), "player-user", ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(log).toEqual({ awards: [], advanced: [], queued: [] });
  });

  it("refuses a request for a session that is no longer the world's (already ended, or a replay)", async () => {
    const { ports, log } = world([aldric()], { session: 5 });
    expect(await endSessionDecision(request({ session: 4 }), "gm-user", ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Session.AlreadyEnded",
    });
    expect(log).toEqual({ awards: [], advanced: [], queued: [] });
  });

  it("skips a character that already has this session's award, so a second run never awards twice", async () => {
    const { ports, log } = world([aldric({ sessions: [4] }), bera]);
    const result = await endSessionDecision(
      request({
        rows: [
          { actorId: "aldric", ticked: ["survival"], extra: 0 },
          { actorId: "bera", ticked: ["survival"], extra: 0 },
        ],
      }),
      "gm-user",
      ports,
    );
    expect(result).toEqual({
      ok: true,
      awards: [{ actorId: "bera", name: "Bera", award: 1, earned: 1, reasons: ["survival"] }],
      skipped: ["Aldric"],
      failed: [],
      advancedTo: 5,
    });
    expect(log.awards.map((a) => a.id)).toEqual(["bera"]);
  });

  it("writes nothing for a character with nothing awarded or one that no longer exists, and still advances", async () => {
    const { ports, log } = world([aldric()]);
    const result = await endSessionDecision(
      request({
        rows: [
          { actorId: "aldric", ticked: [], extra: 0 },
          { actorId: "gone", ticked: ["survival"], extra: 1 },
        ],
      }),
      "gm-user",
      ports,
    );
    expect(result).toEqual({ ok: true, awards: [], skipped: [], failed: [], advancedTo: 5 });
    expect(log.awards).toEqual([]);
    expect(log.advanced).toEqual([5]);
  });

  it("names a character whose award failed, keeps the others' awards, and does not advance the session", async () => {
    const { ports, log } = world([aldric(), bera], { failOn: "aldric", failInQueue: "gone" });
    const result = await endSessionDecision(
      request({
        rows: [
          { actorId: "aldric", ticked: ["survival"], extra: 0 },
          { actorId: "gone", ticked: ["survival"], extra: 0 },
          { actorId: "bera", ticked: ["survival"], extra: 0 },
        ],
      }),
      "gm-user",
      ports,
    );
    expect(result).toEqual({
      ok: true,
      awards: [{ actorId: "bera", name: "Bera", award: 1, earned: 1, reasons: ["survival"] }],
      skipped: [],
      failed: ["Aldric", "gone"],
      advancedTo: null,
    });
    expect(log.advanced).toEqual([]);
  });

  it("a session number that is not a whole number of 1 or more advances to session 2 (rules 1.4)", async () => {
    const { ports, log } = world([aldric()], { session: 0 });
    const result = await endSessionDecision(request({ session: 0, rows: [] }), "gm-user", ports);
    expect(result).toEqual({ ok: true, awards: [], skipped: [], failed: [], advancedTo: 2 });
    expect(log.advanced).toEqual([2]);
  });
});
