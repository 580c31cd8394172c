/**
 * The GM's combat dashboard's context (src/apps/dashboard/context.ts, cards.ts), from plain data:
 * wound boxes with overflow and flags (rules 3.4.5, 3.4.8), stun marks (3.4.6), the wound penalty
 * (3.4.1, Fortitude in 4), the days of rest per wound (3.4.7, 3.4.8, Rapid Healing in 4), the
 * actor's statuses, and the attack cards waiting on each combatant by stage.
 */
import { describe, expect, it } from "vitest";
import { loadI18n } from "../../scripts/render/i18n";
import { dashboardFixture, STATUS_EFFECTS } from "../../scripts/screenshots-dashboard";
import { attackStages, damagedCard, defendedCard, postedCard } from "../../scripts/render/play-fixtures";
import { emptyStunTrack, emptyWoundTrack, markWound, type WoundLevel, type WoundTrack } from "../../src/rules";
import {
  buildDashboardContext,
  conditionViews,
  healingViews,
  rowView,
  type DashboardActorInput,
  type DashboardCardInput,
} from "../../src/apps/dashboard/context";
import { waitingOn } from "../../src/apps/dashboard/cards";
import type { AttackCard } from "../../src/play/attack/state";

const i18n = loadI18n();

function track(...levels: WoundLevel[]): WoundTrack {
  return levels.reduce((t, level) => markWound(t, level).track, emptyWoundTrack());
}

function actor(patch: Partial<DashboardActorInput> = {}): DashboardActorInput {
  return {
    key: "a",
    cardKeys: ["Actor.a"],
    name: "A",
    img: "",
    wounds: emptyWoundTrack(),
    stun: emptyStunTrack(),
    statuses: [],
    talents: [],
    combatant: null,
    ...patch,
  };
}

const none = { cards: [], statusEffects: STATUS_EFFECTS };

describe("dashboard rows: wounds, stun, penalty (rules 3.4.1, 3.4.5, 3.4.6)", () => {
  it("draws the chart's seven boxes and Dead, a fourth Scratch overflowed into the Hurt box", () => {
    const row = rowView(actor({ wounds: track("scratch", "scratch", "scratch", "scratch") }), none, i18n);
    expect(row.boxes.map((b) => b.level)).toEqual([
      "scratch",
      "scratch",
      "scratch",
      "hurt",
      "veryHurt",
      "incapacitated",
      "nearDeath",
    ]);
    expect(row.boxes.map((b) => b.marked)).toEqual([true, true, true, true, false, false, false]);
    expect(row.boxes.map((b) => b.overflow)).toEqual([false, false, false, true, false, false, false]);
    expect(row.boxes[3]?.tooltip).toBe("Hurt box: Scratch");
    expect(row.boxes[4]?.tooltip).toBe("Very Hurt box: empty");
    // Penalties follow the boxes (rules 3.4.1): the Hurt box gives −1.
    expect(row.penalty).toBe("\u22121");
    expect(row.cannotAct).toBe(false);
    expect(row.worst).toBe("Worst wound: Hurt");
    expect(row.dead).toBe(false);
    expect(row.deadTooltip).toBe("Dead box: empty");
  });

  it("names an infected, open wound in its box's tooltip", () => {
    const t = track("veryHurt");
    const wounds = { ...t, boxes: t.boxes.map((b) => (b.marked ? { ...b, open: true, infected: true } : b)) };
    const box = rowView(actor({ wounds }), none, i18n).boxes[4];
    expect(box).toMatchObject({ marked: true, overflow: false, open: true, infected: true });
    expect(box?.tooltip).toBe("Very Hurt box: Very Hurt, infected, open");
  });

  it("gives Very Hurt −2, and −1 with Fortitude (rules 4)", () => {
    expect(rowView(actor({ wounds: track("veryHurt") }), none, i18n).penalty).toBe("\u22122");
    expect(rowView(actor({ wounds: track("veryHurt"), talents: ["fortitude"] }), none, i18n).penalty).toBe("\u22121");
  });

  it("marks who cannot act: Incapacitated or worse, knocked out, dead", () => {
    expect(rowView(actor({ wounds: track("incapacitated") }), none, i18n).cannotAct).toBe(true);
    expect(rowView(actor({ stun: { stuns: 0, veryStunned: false, knockedOut: true } }), none, i18n).cannotAct).toBe(true);
    const dead = rowView(actor({ wounds: { ...emptyWoundTrack(), dead: true } }), none, i18n);
    expect(dead).toMatchObject({ dead: true, cannotAct: true, deadTooltip: "Dead", worst: "Worst wound: Dead" });
    expect(rowView(actor({ wounds: track("veryHurt") }), none, i18n).cannotAct).toBe(false);
  });

  it("shows two stun pips, Very Stunned and Knocked out (rules 3.4.6)", () => {
    const one = rowView(actor({ stun: { stuns: 1, veryStunned: false, knockedOut: false } }), none, i18n).stun;
    expect(one.pips).toEqual([{ marked: true }, { marked: false }]);
    expect(one.tooltip).toBe("Stun marks: 1 of 2");
    const very = rowView(actor({ stun: { stuns: 0, veryStunned: true, knockedOut: true } }), none, i18n).stun;
    expect(very).toMatchObject({ veryStunned: true, knockedOut: true });
    expect(very.tooltip).toBe("Stun marks: 0 of 2, Very Stunned, Knocked out");
  });
});

describe("dashboard healing days (rules 3.4.7, 3.4.8)", () => {
  it("gives each wound's days: untreated Hurt 10, an infected one 20, scratches apart", () => {
    const t = track("scratch", "hurt", "hurt");
    const wounds = { ...t, boxes: t.boxes.map((b, i) => (i === 4 ? { ...b, infected: true } : b)) };
    expect(healingViews(wounds, false, i18n).map((h) => h.text)).toEqual([
      "Hurt: healed in 10 d",
      "Hurt, infected: next level in 10 d · healed in 20 d",
      "Scratch ×1: clears after the fight",
    ]);
    expect(healingViews(wounds, false, i18n)[0]?.tooltip).toBe("Untreated");
  });

  it("counts the days rested and halves mundane times with Rapid Healing (rules 4)", () => {
    const t = track("incapacitated");
    const wounds = {
      ...t,
      boxes: t.boxes.map((b) => (b.marked ? { ...b, treatment: "treated" as const, treatedLevels: 3, daysRested: 1 } : b)),
    };
    // Treated: 5 days a level, halved to 2.5; Incapacitated is 3 levels: 7.5 − 1 rested.
    expect(healingViews(wounds, true, i18n)).toEqual([
      { text: "Incapacitated: next level in 1.5 d · healed in 6.5 d", tooltip: "Treated, Rapid Healing" },
    ]);
    expect(healingViews(wounds, false, i18n)[0]?.text).toBe("Incapacitated: next level in 4 d · healed in 14 d");
  });

  it("shows a magical rate and never halves it", () => {
    const t = track("hurt");
    const wounds = {
      ...t,
      boxes: t.boxes.map((b) => (b.marked ? { ...b, treatment: "magical" as const, magicalDaysPerLevel: 1 as const } : b)),
    };
    expect(healingViews(wounds, true, i18n)).toEqual([{ text: "Hurt: healed in 1 d", tooltip: "Magical healing, 1 d a level" }]);
  });

  it("lists nothing for the dead or the unhurt", () => {
    expect(healingViews({ ...track("hurt"), dead: true }, false, i18n)).toEqual([]);
    expect(healingViews(emptyWoundTrack(), false, i18n)).toEqual([]);
  });
});

describe("dashboard conditions", () => {
  it("lists the actor's statuses in CONFIG.statusEffects' order with names and icons; unknown ids by id", () => {
    const views = conditionViews(["zzz", "incapacitated", "stunned"], STATUS_EFFECTS);
    expect(views.map((v) => v.id)).toEqual(["stunned", "incapacitated", "zzz"]);
    expect(views[1]).toEqual(STATUS_EFFECTS.find((s) => s.id === "incapacitated"));
    expect(views[2]).toEqual({ id: "zzz", label: "zzz", img: "" });
  });
});

describe("attack cards waiting on a combatant", () => {
  const stages = new Map(attackStages());
  const stage = (name: string): AttackCard => {
    const card = stages.get(name);
    if (!card) throw new Error(`no stage ${name}`);
    return card;
  };
  const posted = stage("rolled");
  const defended = stage("defended");
  const damage = stage("damage");
  const applied = stage("applied");
  const entry = (card: AttackCard, messageId = "m", timestamp = 0): DashboardCardInput => ({ messageId, timestamp, card });
  const brigand = ["Actor.brigand"];
  const aldric = ["Actor.aldric"];

  it("waits for the target's defence, on the target only", () => {
    const waiting = waitingOn(brigand, [entry(posted)], i18n);
    expect(waiting).toEqual([
      {
        messageId: "m",
        kind: "defence",
        icon: "fa-solid fa-shield-halved",
        label: "Waiting for its defence",
        detail: "Aldric of Tashal's Broadsword",
        tooltip: "Waiting for its defence: Aldric of Tashal's Broadsword. Click to show the card in the chat log.",
        yours: false,
      },
    ]);
    expect(waitingOn(aldric, [entry(posted)], i18n)).toEqual([]);
  });

  it("marks the cards whose next step is the GM's own (issue 27, item 7)", () => {
    const [mine] = waitingOn(brigand, [{ ...entry(posted), gmTurn: true }], i18n);
    expect(mine?.yours).toBe(true);
    // The GM's own step reads as what to do, not as waiting.
    expect(mine?.label).toBe("Defend");
    expect(mine?.tooltip).toBe("Your turn: Defend: Aldric of Tashal's Broadsword. Click to show the card in the chat log.");
    const unaware = { ...posted, defence: { kind: "unaware" as const, skill: null, roll: null, difficulty: null, by: "gm" } };
    expect(waitingOn(brigand, [{ ...entry(unaware), gmTurn: true }], i18n)[0]?.label).toBe("Set the difficulty");
  });

  it("waits for the GM's difficulty as for a defence", () => {
    const unaware = { ...posted, defence: { kind: "unaware" as const, skill: null, roll: null, difficulty: null, by: "gm" } };
    expect(waitingOn(brigand, [entry(unaware)], i18n).map((w) => w.kind)).toEqual(["defence"]);
  });

  it("puts the damage roll on the attacker and the target", () => {
    expect(waitingOn(aldric, [entry(defended)], i18n).map((w) => [w.kind, w.detail])).toEqual([["damage", "against Brigand"]]);
    expect(waitingOn(brigand, [entry(defended)], i18n).map((w) => [w.kind, w.detail])).toEqual([
      ["damage", "Aldric of Tashal's Broadsword"],
    ]);
  });

  it("puts the result to apply on the target, with the wound or stun result", () => {
    const ready = damage;
    const level = ready.damage?.level;
    expect(level).toBe("incapacitated");
    expect(waitingOn(brigand, [entry(ready)], i18n).map((w) => [w.kind, w.detail])).toEqual([
      ["apply", "Incapacitated from Aldric of Tashal's Broadsword"],
    ]);
    expect(waitingOn(aldric, [entry(ready)], i18n)).toEqual([]);
    const stunned: AttackCard = { ...ready, damage: ready.damage ? { ...ready.damage, stun: "knockedOut" } : null };
    expect(waitingOn(brigand, [entry(stunned)], i18n)[0]?.detail).toBe("Knocked out from Aldric of Tashal's Broadsword");
  });

  it("ignores applied, missed, closed and voided cards, and a hit the GM undid (issue 27)", () => {
    const missed = defendedCard(postedCard({ attack: { ...postedCard().attack, faces: [-1, -1, 0, 0] } }), [1, 1, 0, 0]);
    expect(missed.resolution?.hit).toBe(false);
    const closed = { ...damagedCard(defended, 0), closed: true };
    const undone = { ...damage, undone: 1 };
    const voided = { ...posted, voided: { by: "gm", at: 1, requestId: "r" } };
    for (const card of [applied, missed, closed, undone, voided]) {
      expect(waitingOn([...brigand, ...aldric], [entry(card)], i18n)).toEqual([]);
    }
  });

  it("finds a token's card by the token's uuid, and lists cards oldest first", () => {
    const viaToken: AttackCard = {
      ...posted,
      target: { actorUuid: "Scene.s.Token.t.Actor.brigand", tokenUuid: "Scene.s.Token.t", name: "Brigand", img: "" },
    };
    const keys = ["Scene.s.Token.t.Actor.brigand", "Scene.s.Token.t"];
    const cards = [entry(defended, "later", 5), entry(viaToken, "earlier", 1)];
    expect(waitingOn([...keys, "Actor.brigand"], cards, i18n).map((w) => w.messageId)).toEqual(["earlier", "later"]);
    // Another token of the same actor is not this one.
    expect(waitingOn(["Scene.s.Token.u.Actor.brigand", "Scene.s.Token.u"], [entry(viaToken)], i18n)).toEqual([]);
  });
});

describe("the whole dashboard", () => {
  it("builds the fixture fight: round, box heads, rows in order, details and cards waiting", () => {
    const context = buildDashboardContext(dashboardFixture(), i18n);
    expect(context.inCombat).toBe(true);
    expect(context.heading).toBe("Round 2");
    expect(context.heads).toEqual([
      { label: "Scratch", span: 3 },
      { label: "Hurt", span: 1 },
      { label: "Very Hurt", span: 1 },
      { label: "Incapacitated", span: 1 },
      { label: "Near Death", span: 1 },
      { label: "Dead", span: 1 },
    ]);
    expect(context.rows.map((r) => r.name)).toEqual(["Aldric of Tashal", "Brigand", "Hana", "Brigand (the tall one)"]);
    const [aldric, brigand, hana, dead] = context.rows;
    expect(aldric?.active).toBe(true);
    expect(aldric?.waiting.map((w) => w.kind)).toEqual(["damage", "defence"]);
    expect(brigand?.waiting.map((w) => w.kind)).toEqual(["damage"]);
    expect(brigand?.conditions.map((c) => c.label)).toEqual(["Stunned"]);
    expect(hana?.healing.map((h) => h.text)).toEqual([
      "Hurt: healed in 5 d",
      "Incapacitated, infected: next level in 1.5 d · healed in 9 d",
    ]);
    expect(hana?.hasDetails).toBe(true);
    expect(dead).toMatchObject({ dead: true, defeated: true, hidden: true, cannotAct: true, healing: [] });
    expect(context.waitingCount).toBe(3);
    expect(context.empty).toBeNull();
  });

  it("names the party outside combat, a combat not started, and says when there is no one", () => {
    expect(buildDashboardContext({ combat: null, actors: [actor()], cards: [], statusEffects: [] }, i18n).heading).toBe(
      "The party (no combat)",
    );
    expect(buildDashboardContext({ combat: { round: 0 }, actors: [actor()], cards: [], statusEffects: [] }, i18n).heading).toBe(
      "Combat not started",
    );
    expect(buildDashboardContext({ combat: { round: 1 }, actors: [], cards: [], statusEffects: [] }, i18n).empty).toBe(
      "No combatants in this encounter.",
    );
    expect(buildDashboardContext({ combat: null, actors: [], cards: [], statusEffects: [] }, i18n).empty).toMatch(
      /^No player characters/,
    );
  });
});
