/**
 * Issue 17, item 8: nobody treats another player's character without consent. A healer's owner
 * who does not own the patient gets a card for the patient's owner instead of a roll; only the
 * patient's owners and the GMs may answer it; an Accept rolls then, on the GM's client, as the
 * healer's owner asked; a Decline rolls nothing; and a failed roll can never lock a wound out of
 * the GM's set result.
 */
import { describe, expect, it } from "vitest";
import { handleHealInQueue, handleHealRequest, parseHealRequest, type ConsentState } from "../../src/play/healing/decide";
import { askConsent, handleConsent, parseConsent } from "../../src/play/healing/decide-consent";
import { recordingQueue } from "../play/recording-queue";
import { consentTerms } from "../../src/play/healing/card";

const CONSENTED_CHOICES = { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" } as const;
import { CONSENTED, GM, HEALER_PLAYER, PATIENT_PLAYER, STRANGER, healRequest, healWorld, outcomeOf } from "../play/heal-world";

function consentWorld() {
  const w = healWorld();
  const cards = new Map<string, { authorIsGM: boolean; state: ConsentState }>();
  const ports = {
    ...w.ports,
    consentCard: (id: string) => cards.get(id) ?? null,
    updateConsentCard: async (id: string, state: ConsentState) => {
      const card = cards.get(id);
      if (card) card.state = structuredClone(state);
    },
  };
  const ask = async () => {
    const asked = await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports);
    if (!asked.ok || asked.outcome !== null) throw new Error("expected a consent card");
    const state = w.consents.at(-1);
    if (!state) throw new Error("no consent card posted");
    cards.set(asked.consentCard, { authorIsGM: true, state });
    return asked.consentCard;
  };
  const answer = (messageId: string, accept: boolean, user: string) =>
    handleConsent({ messageId, accept }, user, ports, (request, requester) =>
      handleHealRequest(request, requester, ports, { consented: true }),
    );
  return { w, cards, ask, answer };
}

describe("treating another player's character", () => {
  it("asks the patient's owner instead of rolling: no die, no write", async () => {
    const { w, ask } = consentWorld();
    const before = structuredClone(w.patient);
    await ask();
    expect(w.writes).toEqual({ actor: 0, dice: 0, used: 0 });
    expect(w.patient).toEqual(before);
    expect(w.consents[0]).toMatchObject({
      status: "pending",
      requesterId: HEALER_PLAYER,
      patientName: "Aldric",
      healerName: "Hana",
    });
  });

  it("on the patient's owner's Accept, the GM's client rolls the healer's skill then and records the treatment once", async () => {
    const { w, cards, ask, answer } = consentWorld();
    const id = await ask();
    w.tray.push([1, 0, 0, 0]); // Herblore Good, +1: Great
    const accepted = await answer(id, true, PATIENT_PLAYER);
    expect(outcomeOf(accepted)).toMatchObject({ resultDegree: 2, healerName: "Hana" });
    expect(w.writes).toEqual({ actor: 1, dice: 1, used: 1 });
    expect(cards.get(id)?.state).toMatchObject({ status: "accepted", decidedBy: PATIENT_PLAYER });
    // A second Accept (a replay, a second click) finds the card decided and rolls nothing.
    expect(await answer(id, true, PATIENT_PLAYER)).toEqual({ ok: false, reason: "HARNFUDGE.RaiseRequest.AlreadyDecided" });
    expect(w.writes.dice).toBe(1);
  });

  it("lets only the patient's owners and the GMs answer; a Decline rolls nothing", async () => {
    const { w, cards, ask, answer } = consentWorld();
    const id = await ask();
    for (const user of [HEALER_PLAYER, STRANGER])
      expect(await answer(id, true, user)).toEqual({ ok: false, reason: "HARNFUDGE.Healing.NotAllowed" });
    expect(await answer(id, false, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Healing.ConsentDeclined" });
    expect(cards.get(id)?.state.status).toBe("declined");
    expect(w.writes).toEqual({ actor: 0, dice: 0, used: 0 });
  });

  it("refuses an answer on a card no GM wrote, or with forged state", async () => {
    const { cards, ask, answer } = consentWorld();
    const id = await ask();
    const card = cards.get(id);
    if (card) card.authorIsGM = false;
    expect(await answer(id, true, PATIENT_PLAYER)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    expect(parseConsent({ status: "pending" })).toBeNull();
    expect(await answer("no-such-card", true, PATIENT_PLAYER)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    expect(await answer(id, "yes" as unknown as boolean, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
  });

  it("refuses before asking anyone when the request is bad (a healer not the requester's, a +20)", async () => {
    const w = healWorld();
    expect(await handleHealRequest(healRequest(), STRANGER, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NotAllowed",
    });
    const plus20 = healRequest({
      choices: { situational: 20, applyWounds: true, opponents: 1, talents: [], visibility: "public" },
    });
    expect((await handleHealRequest(plus20, HEALER_PLAYER, w.ports)).ok).toBe(false);
    expect(w.consents).toEqual([]);
  });

  it("a failed roll cannot lock a wound out: the GM's set result still treats it", async () => {
    const w = healWorld();
    w.tray.push([-1, -1, 0, 0]); // Good −2: Poor, a failure
    await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED);
    expect(w.patient.wounds.boxes.filter((b) => b.marked).map((b) => b.treatment)).toEqual(["failed", "failed"]);
    const set = healRequest({ requestId: "heal-gm-1", healerUuid: null, skill: null, choices: null, result: 2 });
    const result = await handleHealRequest(set, GM, w.ports);
    expect(outcomeOf(result).resultDegree).toBe(2);
    expect(w.patient.wounds.boxes.filter((b) => b.marked).map((b) => b.treatment)).toEqual(["treated", "treated"]);
  });
});

describe("what the patient's player consents to (issue 28, item 4)", () => {
  const i18n = {
    localize: (key: string) => key,
    format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
  };
  const mode = (m: string) => `mode:${m}`;

  it("names the skill, every modifier asked for and who sees the dice", () => {
    const terms = consentTerms(
      {
        skill: "herblore",
        choices: { situational: -3, applyWounds: true, opponents: 1, talents: ["acuteSense:sight"], visibility: "blind" },
      },
      i18n,
      mode,
    );
    expect(terms).toBe(
      `HARNFUDGE.Healing.ConsentTerms ${JSON.stringify({
        terms:
          "HARNFUDGE.Skill.herblore · HARNFUDGE.Roll.Situational \u22123 · HARNFUDGE.Talent.acuteSense (HARNFUDGE.Sense.sight) · mode:blind",
      })}`,
    );
  });

  it("says a plain public roll is one, with no modifier listed", () => {
    const terms = consentTerms({ skill: "herblore", choices: { ...CONSENTED_CHOICES, talents: [] } }, i18n, mode);
    expect(terms).toBe(`HARNFUDGE.Healing.ConsentTerms ${JSON.stringify({ terms: "HARNFUDGE.Skill.herblore · mode:public" })}`);
  });
});

describe("the consent card's stored state and its answers (issue 17, item 8)", () => {
  async function storedState() {
    const { w, ask, cards } = consentWorld();
    const id = await ask();
    const state = cards.get(id)?.state;
    if (!state) throw new Error("no card");
    const copy: Record<string, unknown> = { ...structuredClone(state) };
    return { w, state: copy };
  }

  it("reads a card back as it was posted, decided or not, and who decided it", async () => {
    const { state } = await storedState();
    expect(parseConsent(state)).toEqual(state);
    for (const status of ["accepted", "declined"])
      expect(parseConsent({ ...state, status, decidedBy: GM })).toEqual({ ...state, status, decidedBy: GM });
    expect(parseConsent({ ...state, decidedBy: 7 })?.decidedBy).toBeNull();
  });

  it("refuses a card whose state is odd in any field: status, request, requester, patient, names, skill", async () => {
    const { state } = await storedState();
    const rest = { kind: "rest", requestId: "r1", patientUuid: "Actor.patient", days: 1 };
    const bad: unknown[] = [
      null,
      { ...state, status: "maybe" },
      { ...state, request: rest },
      { ...state, request: null },
      { ...state, requesterId: 7 },
      { ...state, patientUuid: 7 },
      { ...state, patientUuid: "Actor.someone-else" },
      { ...state, patientName: null },
      { ...state, healerName: null },
      { ...state, skill: 3 },
    ];
    for (const value of bad) expect(parseConsent(value), JSON.stringify(value)).toBeNull();
  });

  it("posts no card for a healer that is missing, unknown or not the asker's", async () => {
    const w = healWorld();
    const patient = w.ports.patient("Actor.patient");
    const request = parseHealRequest(healRequest());
    if (!patient || request?.kind !== "heal") throw new Error("bad fixture");
    expect(await askConsent({ ...request, healerUuid: null }, HEALER_PLAYER, patient, w.ports)).toBeNull();
    expect(await askConsent({ ...request, skill: null }, HEALER_PLAYER, patient, w.ports)).toBeNull();
    expect(await askConsent({ ...request, healerUuid: "Actor.gone" }, HEALER_PLAYER, patient, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NoPatient",
    });
    expect(await askConsent(request, STRANGER, patient, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Healing.NotAllowed" });
    expect(w.consents).toEqual([]);
    expect(await askConsent(request, HEALER_PLAYER, patient, w.ports)).toEqual({
      ok: true,
      outcome: null,
      consentCard: "consent-1",
    });
  });

  it("an answer that is not an answer is refused", async () => {
    const { ask, answer } = consentWorld();
    await ask();
    const ports = { isGM: () => true, isOwner: () => true, consentCard: () => null, updateConsentCard: async () => undefined };
    const run = async () => ({ ok: false as const, reason: "never" });
    for (const raw of [null, "consent-1", { messageId: 5, accept: true }])
      expect(await handleConsent(raw, GM, ports, run)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(await answer("consent-1", true, PATIENT_PLAYER)).toMatchObject({ ok: true });
  });

  it("an Accept whose treatment is then refused leaves the card open", async () => {
    const { w, cards, ask, answer } = consentWorld();
    const id = await ask();
    w.patient.wounds = { ...w.patient.wounds, dead: true };
    expect(await answer(id, true, PATIENT_PLAYER)).toEqual({ ok: false, reason: "HARNFUDGE.Healing.Dead" });
    expect(cards.get(id)?.state).toMatchObject({ status: "pending", decidedBy: null });
    expect(w.writes).toEqual({ actor: 0, dice: 0, used: 0 });
  });

  it("a GM's set result treats no wound twice: after a treatment that held, nothing is left to treat (rules 3.4.7)", async () => {
    const w = healWorld();
    w.tray.push([1, 0, 0, 0]); // Good +1: Great, both wounds treated
    await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED);
    const treated = structuredClone(w.patient.wounds);
    const set = healRequest({ requestId: "heal-gm-1", healerUuid: null, skill: null, choices: null, result: 3 });
    expect(await handleHealRequest(set, GM, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Healing.NothingToTreat" });
    expect(w.patient.wounds).toEqual(treated);
  });

  it("a treatment runs in the patient's write queue", async () => {
    const w = healWorld();
    const { locks, held } = recordingQueue();
    w.tray.push([0, 0, 0, 0]);
    expect((await handleHealInQueue(healRequest(), GM, w.ports, locks)).ok).toBe(true);
    expect(held).toEqual([["Actor.patient"]]);
  });
});
