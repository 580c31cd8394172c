/**
 * Checks the GM asks for (issue 26, item 5; rules 2.1: the GM sets the difficulty and names the
 * trait, the player rolls 4dF, success when the rolled degree equals or exceeds the difficulty),
 * decided on the designated GM's client: a secret Awareness request at Good reaches two players,
 * each rolls with one click, and each result is reported to the GM only — in the data every
 * client receives, not only in the HTML.
 */
import { describe, expect, it } from "vitest";
import { checkCardContext, ledgerCardContext, revealCheck } from "../../src/play/check-request/card";
import { compile, i18n } from "./render";
import { ALICE, BOB, CHOICES, EVE, GM, USERS, askRequest, checkWorld } from "./check-request-world";

const roll = (messageId: string, row: number, choices: unknown = CHOICES) => ({ kind: "roll", messageId, row, choices });
const render = compile("templates/chat/check-request.hbs");

describe("a GM's secret Awareness request at Good (issue 26, item 5)", () => {
  async function secretRequest() {
    const w = checkWorld();
    const asked = await w.ask(askRequest({ secret: true }), GM);
    if (!asked.ok) throw new Error(asked.reason);
    return { w, id: asked.messageId, state: asked.state };
  }

  it("reaches the two players asked (and the GMs), and nobody else, without its difficulty", async () => {
    const { w, id, state } = await secretRequest();
    expect(w.messages.get(id)?.whisper.sort()).toEqual([ALICE, BOB, GM].sort());
    expect(w.receivedBy(EVE)).toEqual([]);
    expect(state).toMatchObject({ secret: true, difficulty: null, trait: { kind: "skill", key: "awareness" } });
    expect(state.rows.map((r) => [r.name, r.roll])).toEqual([
      ["Aldric", null],
      ["Mirelle", null],
    ]);
    // The difficulty is only in the GMs' own card.
    const ledger = w.messages.get(state.ledgerId ?? "");
    expect(ledger?.whisper).toEqual([GM]);
    expect(ledger?.flags["checkLedger"]).toMatchObject({ difficulty: 1, results: [null, null] });
    for (const user of [ALICE, BOB]) expect(JSON.stringify(w.receivedBy(user))).not.toContain('"difficulty":1');
    const view = checkCardContext(state, i18n);
    expect(view.against).toBe("secret difficulty");
    expect(render(view)).not.toContain("Good");
  });

  it("lets each player roll their own character once, blind, and reports each result to the GM only", async () => {
    const { w, id } = await secretRequest();
    // Aldric: Awareness Fair, dice +2 → Great: succeeds by 1. Mirelle: Good, wound −1, dice −1 → Mediocre: fails by 2.
    w.tray.push([1, 1, 0, 0], [-1, 0, 0, 0]);
    expect(await w.ask(roll(id, 1), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    expect(await w.ask(roll(id, 0), EVE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    const aldric = await w.ask(roll(id, 0), ALICE);
    const mirelle = await w.ask(roll(id, 1), BOB);
    if (!aldric.ok || !mirelle.ok) throw new Error("refused");
    expect(await w.ask(roll(id, 0), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.CheckRequest.AlreadyRolled" });
    // Each roll asked public, rolled blind: its dice whispered to the GMs alone.
    expect(w.specs.map((s) => [s.actorUuid, s.visibility, s.level, s.requesterId])).toEqual([
      ["Actor.aldric", "blind", 0, ALICE],
      ["Actor.mirelle", "blind", 1, BOB],
    ]);
    // The card every asked client receives: who rolled, no face, no degree, no outcome.
    const card = w.ports.card(id)?.state;
    expect(card?.rows.map((r) => [r.by, r.roll?.faces, r.roll?.visibility, r.outcome])).toEqual([
      [ALICE, null, "blind", null],
      [BOB, null, "blind", null],
    ]);
    // The GMs' card: each result against Good.
    expect(w.ports.ledger(card?.ledgerId ?? "")?.state.results).toEqual([
      { success: true, margin: 1, degree: 2 },
      { success: false, margin: -2, degree: -1 },
    ]);
    // What each player's client receives holds no die, degree or outcome of anyone's; the GM's holds both.
    for (const user of [ALICE, BOB]) {
      const received = JSON.stringify(w.receivedBy(user));
      expect(received, user).not.toMatch(/"(success|margin|degree)"|\[1,1,0,0\]|\[-1,0,0,0\]/);
    }
    expect(w.receivedBy(GM).map((m) => m.id)).toContain(card?.ledgerId);
    const ledgerView = ledgerCardContext(w.ports.ledger(card?.ledgerId ?? "")?.state ?? fail(), i18n);
    expect(ledgerView.title).toBe("Secret check: Awareness against Good");
    expect(ledgerView.rows).toEqual([
      { name: "Aldric", degree: "Great", outcome: { text: "succeeds +1", css: "success" } },
      { name: "Mirelle", degree: "Mediocre", outcome: { text: "fails \u22122", css: "failure" } },
    ]);
    // A player reads that the GM has the result, and a player's client cannot work it out.
    const view = checkCardContext(
      revealCheck(card ?? fail(), () => null),
      i18n,
    );
    expect(view.rows.map((r) => r.kept)).toEqual(["rolled; the GM has the result", "rolled; the GM has the result"]);
    expect(view.details).toEqual([]);
    expect(w.writes).toEqual({ creates: 4, updates: 4, dice: 2 });
  });

  it("is the GMs' to ask: a player's ask is refused and writes nothing", async () => {
    const w = checkWorld();
    expect(await w.ask(askRequest({ secret: true }), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(w.writes.creates).toBe(0);
  });
});

describe("an open check", () => {
  it("shows the difficulty and each outcome to the table, and needs no card for the GMs", async () => {
    const w = checkWorld();
    const asked = await w.ask(askRequest({ difficulty: 0, actorUuids: ["Actor.aldric", "Actor.guard"] }), GM);
    if (!asked.ok) throw new Error(asked.reason);
    expect(w.messages.get(asked.messageId)?.whisper).toEqual([]);
    expect(asked.state).toMatchObject({ difficulty: 0, secret: false, ledgerId: null });
    w.tray.push([0, 0, -1, 0], [1, 0, 0, 0]);
    await w.ask(roll(asked.messageId, 0), ALICE);
    const done = await w.ask(roll(asked.messageId, 1), GM);
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.rows.map((r) => r.outcome)).toEqual([
      { success: false, margin: -1, degree: -1 },
      { success: true, margin: 1, degree: 1 },
    ]);
    const view = checkCardContext(done.state, i18n);
    expect(view.title).toBe("Awareness check");
    expect(view.against).toBe("against Fair");
    expect(view.rows.map((r) => [r.name, r.degree, r.outcome?.text])).toEqual([
      ["Aldric", "Mediocre", "fails \u22121"],
      ["Guard", "Good", "succeeds +1"],
    ]);
    expect(view.status).toBeNull();
    expect(render(view)).toContain('<details class="card-details" data-card-details>');
    // Rules 2.1: equal to the difficulty is a success, a bare one.
    const bare = checkCardContext(
      { ...done.state, rows: [{ ...(done.state.rows[0] ?? fail()), outcome: { success: true, margin: 0, degree: 0 } }] },
      i18n,
    );
    expect(bare.rows[0]?.outcome).toEqual({ text: "just succeeds", css: "success" });
  });

  it("keeps a hidden roll's outcome off the card; a client that received its dice works it out", async () => {
    const w = checkWorld();
    const asked = await w.ask(askRequest(), GM);
    if (!asked.ok) throw new Error(asked.reason);
    w.tray.push([1, 1, 1, 0]);
    const done = await w.ask(roll(asked.messageId, 0, { ...CHOICES, visibility: "gm" }), ALICE);
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.rows[0]).toMatchObject({ outcome: null, roll: { faces: null, visibility: "gm" } });
    const diceId = done.state.rows[0]?.roll?.diceMessageIds[0] ?? "";
    // Alice (the roller) and the GM receive the dice; Bob does not.
    expect(w.messages.get(diceId)?.whisper.sort()).toEqual([ALICE, GM].sort());
    const read = (user: string) => (id: string) => {
      const m = w.receivedBy(user).find((x) => x.id === id);
      return Array.isArray(m?.flags["faces"]) ? (m.flags["faces"] as number[]) : null;
    };
    expect(revealCheck(done.state, read(ALICE)).rows[0]?.outcome).toEqual({ success: true, margin: 2, degree: 3 });
    expect(revealCheck(done.state, read(BOB))).toBe(done.state);
  });

  it("refuses a malformed ask, an unknown trait or difficulty, nobody, too many, or a character that is gone", async () => {
    const w = checkWorld();
    const bad = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
    expect(await w.ask(askRequest({ requestId: "" }), GM)).toEqual(bad);
    expect(await w.ask(askRequest({ difficulty: 4 }), GM)).toEqual(bad);
    expect(await w.ask(askRequest({ difficulty: 0.5 }), GM)).toEqual(bad);
    expect(await w.ask(askRequest({ actorUuids: "Actor.aldric" }), GM)).toEqual(bad);
    expect(await w.ask(askRequest({ actorUuids: Array.from({ length: 13 }, (_, i) => `Actor.x${i}`) }), GM)).toEqual(bad);
    expect(await w.ask(askRequest({ trait: { kind: "skill", key: "flying" } }), GM)).toEqual({
      ok: false,
      reason: "HARNFUDGE.CheckRequest.NoTrait",
    });
    expect(await w.ask(askRequest({ actorUuids: [] }), GM)).toEqual({ ok: false, reason: "HARNFUDGE.CheckRequest.Nobody" });
    expect(await w.ask(askRequest({ actorUuids: ["Actor.gone"] }), GM)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoTarget",
    });
    expect(await w.ask({ kind: "shout" }, GM)).toEqual(bad);
    expect(w.writes.creates).toBe(0);
  });

  it("posts one card for a request sent twice (a retry carries the same id)", async () => {
    const w = checkWorld();
    const [first, again] = await Promise.all([w.ask(askRequest({ secret: true }), GM), w.ask(askRequest({ secret: true }), GM)]);
    expect(again).toEqual(first);
    expect(w.writes.creates).toBe(2);
  });

  it("records a roll's request id with the roll: the same request again rolls nothing", async () => {
    const w = checkWorld();
    const asked = await w.ask(askRequest({ secret: true }), GM);
    if (!asked.ok) throw new Error(asked.reason);
    const once = await w.ask({ ...roll(asked.messageId, 0), requestId: "r-1" }, ALICE);
    expect(once.ok && once.state.requests).toEqual(["r-1"]);
    const { dice, updates } = w.writes;
    expect(await w.ask({ ...roll(asked.messageId, 0), requestId: "r-1" }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(w.writes).toMatchObject({ dice, updates });
  });

  it("takes a modifier beyond ±3 from a GM only (the policy's widerModifiers row)", async () => {
    const w = checkWorld();
    const asked = await w.ask(askRequest({ actorUuids: ["Actor.aldric"] }), GM);
    if (!asked.ok) throw new Error(asked.reason);
    expect((await w.ask(roll(asked.messageId, 0, { ...CHOICES, situational: 5 }), GM)).ok).toBe(true);
  });

  it("refuses a roll of a character that cannot attempt the trait, with bad choices, or on no card", async () => {
    const w = checkWorld();
    const asked = await w.ask(
      askRequest({ trait: { kind: "skill", key: "stealth" }, actorUuids: ["Actor.aldric", "Actor.mirelle"] }),
      GM,
    );
    if (!asked.ok) throw new Error(asked.reason);
    expect(await w.ask(roll(asked.messageId, 1), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.SkillNotAttemptable" });
    expect(await w.ask(roll(asked.messageId, 0, { ...CHOICES, situational: 9 }), ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SituationalTooLarge",
    });
    expect(await w.ask(roll(asked.messageId, 5), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(await w.ask(roll("m99", 0), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    expect(w.writes.dice).toBe(0);
    expect(USERS).toHaveLength(4);
  });
});

function fail(): never {
  throw new Error("missing");
}

describe("who is named on the request card, and who may roll (issue 27, item 7; one policy table)", () => {
  const viewer = (id: string, owned: string[]) => ({
    id,
    isGM: id === GM,
    owns: (uuid: string) => id === GM || owned.includes(uuid),
  });
  const playerOwned = (uuid: string) => uuid !== "Actor.guard";

  it("tells each player it is their turn for their own character, the GM for the guard, and the rest whom it waits for", async () => {
    const { checkStatus, mayRollCheck } = await import("../../src/play/check-request/card-status");
    const w = checkWorld();
    const asked = await w.ask(askRequest({ actorUuids: ["Actor.aldric", "Actor.mirelle", "Actor.guard"] }), GM);
    if (!asked.ok) throw new Error(asked.reason);
    const alice = viewer(ALICE, ["Actor.aldric"]);
    expect(checkStatus(asked.state, alice, playerOwned, i18n)).toEqual({ turn: true, text: "roll Awareness for Aldric" });
    expect(checkStatus(asked.state, viewer(GM, []), playerOwned, i18n)).toEqual({ turn: true, text: "roll Awareness for Guard" });
    expect(checkStatus(asked.state, viewer(EVE, []), playerOwned, i18n)).toEqual({
      turn: false,
      text: "Waiting for Aldric's player, Mirelle's player, and the GM",
    });
    expect(mayRollCheck(alice, "checkRoll", "Actor.aldric")).toBe(true);
    expect(mayRollCheck(alice, "checkRoll", "Actor.mirelle")).toBe(false);
    expect(mayRollCheck(viewer(GM, []), "checkRoll", "Actor.mirelle")).toBe(true);
    expect(mayRollCheck(alice, "contestRoll", "Actor.aldric")).toBe(false);
    expect(mayRollCheck(alice, "checkRoll", null)).toBe(false);
  });
});
