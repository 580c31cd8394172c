/**
 * Strenuous activity while healing (rules 3.4.7): "the GM may require the character to make a
 * Health roll. Failure means that the character loses any benefits from healing and heals at the
 * untreated rate unless the wounds are retreated. If the character was not receiving any
 * treatment, then a failure means that she must start counting days again from the time of the
 * failure." Decided on the designated GM's client with fake ports: who may ask, the Health roll
 * made there, one update with the request recorded, replays, and what the card says.
 */
import { describe, expect, it } from "vitest";
import { emptyWoundTrack, markWound, tendWound, type WoundTrack } from "../../src/rules";
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import {
  STRENUOUS_MAX_ACTORS,
  handleStrenuousGroup,
  handleStrenuousInQueue,
  handleStrenuousRequest,
  parseStrenuousRequest,
  strenuousActors,
  strenuousOutcome,
  type StrenuousPorts,
} from "../../src/play/strenuous/decide";
import { strenuousCardContext, strenuousCardView } from "../../src/play/strenuous/card";
import { groupRows } from "../../src/play/group-rows";
import { ladderOptions } from "../../src/i18n/format";
import { compile, i18n } from "./render";

const GM = "gm";
const PLAYER = "aldric-player";
const UUID = "Actor.aldric";

interface World {
  ports: StrenuousPorts;
  actor: { wounds: WoundTrack; records: ActorRecords; health: number; rapidHealing: boolean };
  tray: number[][];
  writes: { actor: number; dice: number; used: number };
  rolledAgainst: number[];
}

/** Aldric: Health Fair, a Hurt wound treated (Good: one level at the treated rate, 3 days rested) and an untreated Very Hurt (4 days rested). */
function aldricWounds(): WoundTrack {
  let track = emptyWoundTrack();
  track = markWound(track, "hurt").track;
  track = markWound(track, "veryHurt").track;
  const boxes = track.boxes.map((b) => {
    if (b.severity === "hurt") return { ...tendWound(b, { kind: "roll", resultDegree: 1 }), daysRested: 3 };
    if (b.severity === "veryHurt") return { ...b, daysRested: 4 };
    return b;
  });
  return { ...track, boxes };
}

function world(wounds: WoundTrack = aldricWounds()): World {
  const w: Omit<World, "ports"> = {
    actor: { wounds, records: emptyRecords(), health: 0, rapidHealing: false },
    tray: [],
    writes: { actor: 0, dice: 0, used: 0 },
    rolledAgainst: [],
  };
  const ports: StrenuousPorts = {
    actor: (uuid) => (uuid === UUID ? { uuid, name: "Aldric <of Tashal>", ...structuredClone(w.actor) } : null),
    isGM: (user) => user === GM,
    rollHealth: async (actor, difficulty) => {
      w.writes.dice += 1;
      w.rolledAgainst.push(difficulty);
      expect(actor.health).toBe(w.actor.health); // the level read on the GM's client, never the requester's
      const faces = w.tray.shift() ?? [0, 0, 0, 0];
      return { faces, roll: { faces } };
    },
    write: async (_uuid, data) => {
      w.writes.actor += 1;
      w.actor = { ...w.actor, ...structuredClone(data) };
    },
    markHealthUsed: async () => {
      w.writes.used += 1;
    },
  };
  return Object.assign(w, { ports });
}

const request = (extra: Record<string, unknown> = {}) => ({
  kind: "strenuous",
  requestId: "strenuous-0001",
  actorUuid: UUID,
  difficulty: 0,
  ...extra,
});

const marked = (track: WoundTrack) => track.boxes.filter((b) => b.marked);

describe("strenuous activity on the GM's client (rules 3.4.7)", () => {
  it("a failed Health roll: the treated wound loses its treatment, the untreated one counts its days again; one update", async () => {
    const w = world();
    w.tray.push([-1, -1, 0, 0]); // Fair −2 = Poor < Fair: failed
    const result = await handleStrenuousRequest(request(), GM, w.ports);
    if (!result.ok) throw new Error(result.reason);
    expect(result.outcome).toMatchObject({ failed: true, rolledDegree: -2, difficulty: 0, result: "both" });
    expect(w.writes).toEqual({ actor: 1, dice: 1, used: 1 });
    expect(w.actor.records.requests).toEqual(["strenuous-0001"]);
    expect(marked(w.actor.wounds).map((b) => [b.severity, b.treatment, b.treatedLevels, b.daysRested])).toEqual([
      // The treated Hurt keeps its 3 days (now at the untreated rate); the untreated Very Hurt restarts.
      ["hurt", "untreated", 0, 3],
      ["veryHurt", "untreated", 0, 0],
    ]);
    expect(result.outcome.wounds.map((x) => x.effect)).toEqual(["treatmentLost", "countRestarted"]);
  });

  it("a Health roll that holds changes no wound, yet records the request in the same single update", async () => {
    const w = world();
    const before = structuredClone(w.actor.wounds);
    w.tray.push([1, 0, 0, 0]); // Good ≥ Fair
    const result = await handleStrenuousRequest(request(), GM, w.ports);
    expect(result.ok && result.outcome.result).toBe("passed");
    expect(w.actor.wounds).toEqual(before);
    expect(w.actor.records.requests).toEqual(["strenuous-0001"]);
    expect(w.writes).toEqual({ actor: 1, dice: 1, used: 1 });
  });

  it("rolls against the GM's difficulty: the same dice pass at Poor and fail at Good", async () => {
    const poor = world();
    poor.tray.push([-1, 0, 0, 0]); // Mediocre
    const atPoor = await handleStrenuousRequest(request({ difficulty: -2 }), GM, poor.ports);
    expect(atPoor.ok && atPoor.outcome.failed).toBe(false);
    const good = world();
    good.tray.push([1, 0, 0, 0]); // Good: ties Good, succeeds
    const atGood = await handleStrenuousRequest(request({ difficulty: 1 }), GM, good.ports);
    expect(atGood.ok && atGood.outcome.failed).toBe(false);
    const great = world();
    great.tray.push([1, 0, 0, 0]); // Good < Great
    const atGreat = await handleStrenuousRequest(request({ difficulty: 2 }), GM, great.ports);
    expect(atGreat.ok && atGreat.outcome.failed).toBe(true);
    expect([...poor.rolledAgainst, ...good.rolledAgainst, ...great.rolledAgainst]).toEqual([-2, 1, 2]);
  });

  it("defaults to Fair when no difficulty is named, and refuses one off the ladder", () => {
    const noDifficulty: Record<string, unknown> = request();
    delete noDifficulty["difficulty"];
    expect(parseStrenuousRequest(noDifficulty)?.difficulty).toBe(0);
    expect(parseStrenuousRequest(request({ difficulty: null }))?.difficulty).toBe(0);
    expect(parseStrenuousRequest(request({ difficulty: -3 }))?.difficulty).toBe(-3);
    for (const difficulty of [4, -4, 0.5, "1", true]) expect(parseStrenuousRequest(request({ difficulty }))).toBeNull();
  });

  it("only untreated wounds: a failure restarts their count (the whole rule's second sentence)", async () => {
    let track = emptyWoundTrack();
    track = markWound(track, "incapacitated").track;
    track = { ...track, boxes: track.boxes.map((b) => (b.marked ? { ...b, daysRested: 9 } : b)) };
    const w = world(track);
    w.tray.push([-1, -1, -1, -1]);
    const result = await handleStrenuousRequest(request(), GM, w.ports);
    expect(result.ok && result.outcome.result).toBe("countRestarted");
    expect(marked(w.actor.wounds)[0]?.daysRested).toBe(0);
  });

  it("refuses with nothing rolled or written: a player, a dead character, no wound healing, an unknown actor, a bad request", async () => {
    const cases: Array<[unknown, string, string, WoundTrack?]> = [
      [request(), PLAYER, "HARNFUDGE.Notify.GMOnly"],
      [request({ actorUuid: "Actor.nobody" }), GM, "HARNFUDGE.Notify.NoTarget"],
      [request({ kind: "rest" }), GM, "HARNFUDGE.Notify.BadRequest"],
      [request(), GM, "HARNFUDGE.Strenuous.Dead", { ...aldricWounds(), dead: true }],
      // Scratches are not a level to heal (rules 3.4.7): nothing is healing, so nothing to lose.
      [request(), GM, "HARNFUDGE.Strenuous.NotHealing", markWound(emptyWoundTrack(), "scratch").track],
      [request(), GM, "HARNFUDGE.Strenuous.NotHealing", emptyWoundTrack()],
    ];
    for (const [raw, user, reason, track] of cases) {
      const w = world(track);
      expect(await handleStrenuousRequest(raw, user, w.ports)).toEqual({ ok: false, reason });
      expect(w.writes).toEqual({ actor: 0, dice: 0, used: 0 });
    }
  });

  it("a replayed request (after a reload, or from a second GM) rolls nothing and changes nothing", async () => {
    const w = world();
    w.tray.push([1, 1, 0, 0]);
    expect((await handleStrenuousRequest(request(), GM, w.ports)).ok).toBe(true);
    w.tray.push([-1, -1, -1, -1]);
    expect(await handleStrenuousRequest(request(), GM, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Replayed" });
    expect(w.writes).toEqual({ actor: 1, dice: 1, used: 1 });
  });

  it("two GMs' requests for the same character run one after the other in its write queue, each reading the other's write", async () => {
    const w = world();
    w.tray.push([-1, -1, 0, 0], [1, 1, 1, 1]);
    const locks = createLockQueue();
    const [first, second] = await Promise.all([
      handleStrenuousInQueue(request({ requestId: "strenuous-a" }), GM, w.ports, locks),
      handleStrenuousInQueue(request({ requestId: "strenuous-b" }), GM, w.ports, locks),
    ]);
    expect(first.ok && first.outcome.failed).toBe(true);
    // The second roll read the track the first wrote: the treatment was already gone.
    expect(second.ok && second.outcome.wounds.map((x) => x.before.treatment)).toEqual(["untreated", "untreated"]);
    expect(w.actor.records.requests).toEqual(["strenuous-a", "strenuous-b"]);
    expect(locks.busyKeys()).toEqual([]);
  });
});

describe("the strenuous-activity card", () => {
  it("says what happened to each wound, with its days of rest before and after (rules 3.4.7)", async () => {
    const w = world();
    w.tray.push([-1, -1, 0, 0]);
    const result = await handleStrenuousRequest(request(), GM, w.ports);
    if (!result.ok) throw new Error(result.reason);
    const context = strenuousCardContext(result.outcome, i18n);
    expect(context.title).toBe("Strenuous activity: Aldric <of Tashal>");
    expect(context.against).toBe("against Fair");
    expect(context.verdict).toBe("Failure");
    expect(context.summary).toMatch(/treated wounds lose their treatment .*, and untreated wounds start counting/);
    // Hurt treated (Good): 5 days − 3 rested = 2; untreated again: 10 − 3 = 7. Very Hurt: 20 − 4 = 16 → 20.
    expect(context.changes).toEqual([
      {
        name: "Hurt",
        note: "Treated",
        before: { text: "healed in 2 days", sub: "" },
        after: { text: "healed in 7 days", sub: "treatment lost" },
        tone: "bad",
      },
      {
        name: "Very Hurt",
        note: "Untreated",
        before: { text: "healed in 16 days", sub: "" },
        after: { text: "healed in 20 days", sub: "days counted again" },
        tone: "bad",
      },
    ]);
    expect(context.result).toMatchObject({ tone: "bad", text: "Failure", detail: "against Fair", note: context.summary });
    const html = compile("templates/chat/strenuous.hbs")(context);
    expect(html).toContain("Aldric &lt;of Tashal&gt;");
    expect(html).not.toContain("<of Tashal>");
    expect(html).toContain("strenuous-card--failed");
  });

  it("on a pass says the wounds heal on, and names no effect", async () => {
    const w = world();
    w.tray.push([1, 1, 0, 0]);
    const result = await handleStrenuousRequest(request(), GM, w.ports);
    if (!result.ok) throw new Error(result.reason);
    const context = strenuousCardContext(result.outcome, i18n);
    expect(context.summary).toBe("Health held: the wounds heal on as before.");
    expect(context.changes.map((x) => [x.after.sub, x.tone, x.before.text === x.after.text])).toEqual([
      ["", "plain", true],
      ["", "plain", true],
    ]);
    expect(context.result).toMatchObject({ tone: "good", text: "Success" });
  });
});

describe("the difficulty dialog", () => {
  it("offers the whole ladder with Fair preselected (rules 3.4.7: the GM may require the roll; Fair unless told), and who exerted themselves", () => {
    const rows = groupRows(
      [
        { uuid: "Actor.aldric", name: "Aldric <of Tashal>", picked: true, blockedKey: null },
        { uuid: "Actor.bran", name: "Bran", picked: false, blockedKey: "HARNFUDGE.Group.NotHealing" },
      ],
      i18n,
    );
    const html = compile("templates/dialog/strenuous.hbs")({ rows, difficulties: ladderOptions(0, i18n) });
    expect(html).toContain("Aldric &lt;of Tashal&gt;");
    expect(html).toContain('value="Actor.aldric" checked');
    expect(html).toContain('value="Actor.bran" disabled');
    expect(html).toContain("no wound healing");
    expect([...html.matchAll(/<option value="(-?\d+)"/g)].map((m) => Number(m[1]))).toEqual([3, 2, 1, 0, -1, -2, -3]);
    expect(html).toMatch(/<option value="0" selected>Fair<\/option>/);
  });
});

describe("Strenuous… for a group (issue 25: one dialog, one card)", () => {
  /** Aldric (healing) and Bran (unhurt) under one request. */
  function groupWorld() {
    const w = world();
    const aldric = w.ports.actor;
    w.ports.actor = (uuid) =>
      uuid === "Actor.bran"
        ? { uuid, name: "Bran", health: 1, wounds: emptyWoundTrack(), records: emptyRecords(), rapidHealing: false }
        : aldric(uuid);
    return w;
  }

  it("rolls for each character who is healing, names who had nothing to roll for, and records the request on each", async () => {
    const w = groupWorld();
    w.tray.push([-1, -1, 0, 0]);
    const result = await handleStrenuousGroup(
      { kind: "strenuous", requestId: "s-group", actorUuids: [UUID, "Actor.bran", UUID], difficulty: 0 },
      GM,
      w.ports,
      createLockQueue(),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.outcomes.map((o) => o.actorName)).toEqual(["Aldric <of Tashal>"]);
    expect(result.skipped).toEqual([{ name: "Bran", reason: "HARNFUDGE.Strenuous.NotHealing" }]);
    expect(w.writes.dice).toBe(1);
    expect(w.actor.records.requests).toEqual(["s-group"]);
    const view = strenuousCardView(result.outcomes, i18n, ["Bran: no wound healing, no roll"]);
    expect(view.entries.map((e) => [e.index, e.name, e.offerLucky])).toEqual([[0, "Aldric <of Tashal>", true]]);
    const html = compile("templates/chat/strenuous.hbs")(view);
    expect(html).toContain("Bran: no wound healing, no roll");
    expect(html.match(/data-gm-lucky="0"/g)?.length).toBe(1);
    // A replay rolls nobody again.
    expect(
      await handleStrenuousGroup(
        { kind: "strenuous", requestId: "s-group", actorUuids: [UUID], difficulty: 0 },
        GM,
        w.ports,
        createLockQueue(),
      ),
    ).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Replayed" });
    expect(w.writes.dice).toBe(1);
  });

  it("two characters on one card: one title for the group, each entry under its name, one headline", () => {
    const a = strenuousOutcome(
      { uuid: "Actor.a", name: "Aldric", health: 0, wounds: aldricWounds(), records: emptyRecords(), rapidHealing: false },
      [1, 1, 0, 0],
      0,
      null,
    );
    const b = strenuousOutcome(
      { uuid: "Actor.h", name: "Hana", health: 0, wounds: aldricWounds(), records: emptyRecords(), rapidHealing: false },
      [-1, -1, 0, 0],
      0,
      null,
    );
    const view = strenuousCardView([a, b], i18n);
    expect(view.title).toBe("Strenuous activity (Fair)");
    expect(view.many).toBe(true);
    expect(view.failed).toBe(true);
    expect(view.headline).toMatchObject({
      tone: "bad",
      text: "Aldric: healing holds · Hana: treatment lost, days of rest start again",
    });
    const html = compile("templates/chat/strenuous.hbs")(view);
    expect(html).toContain('<p class="strenuous-card__who">Hana</p>');
    expect(html).toContain("Lucky: reroll Hana");
  });

  it("refuses a player, and a request naming nobody or too many", async () => {
    const w = groupWorld();
    const locks = createLockQueue();
    expect(
      await handleStrenuousGroup(
        { kind: "strenuous", requestId: "x", actorUuids: [UUID], difficulty: 0 },
        PLAYER,
        w.ports,
        locks,
      ),
    ).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(
      await handleStrenuousGroup({ kind: "strenuous", requestId: "x", actorUuids: [], difficulty: 0 }, GM, w.ports, locks),
    ).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    const many = Array.from({ length: STRENUOUS_MAX_ACTORS + 1 }, (_, i) => `Actor.${i}`);
    expect(strenuousActors({ actorUuids: many })).toBeNull();
    expect(strenuousActors({ actorUuid: UUID })).toEqual([UUID]);
    expect(w.writes.dice).toBe(0);
  });
});
