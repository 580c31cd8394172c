/**
 * The play templates render through the shared render harness (scripts/render/harness.ts): only
 * the helpers Foundry provides, every localization key they use must exist in lang/en.json (a
 * missing one throws), and each attack stage renders its controls.
 */
import { describe, expect, it } from "vitest";
import { SYSTEM_PATH, createRenderer } from "../../scripts/render/harness";
import { appliedCard, attackCardHtml, attackStages, postedCard } from "../../scripts/render/play-fixtures";
import { attackScreens } from "../../scripts/render/play-screens";
import { overEngagedCard } from "../../scripts/render/attack-warnings";
import { VISIBILITY_ROLES } from "../../src/play/attack/visibility";
import { ENGAGEMENT_LIMITS } from "../../src/rules";
import { dialogViewContext, type RollDialogInput, type RollDialogState } from "../../src/rolls/dialog-view";

const r = createRenderer();

function compile(path: string) {
  return (context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
}

describe("play templates", () => {
  it("renders a check card with dice, degree, outcome and critical", () => {
    const html = compile("templates/chat/roll.hbs")({
      kind: "skill",
      label: "Sword",
      levelWord: "Good",
      modifiers: [{ label: "Wound penalty", value: "−1" }],
      faces: [{ value: 1, symbol: "+", css: "plus" }],
      diceTotal: "+4",
      degreeWord: "Superb +1",
      difficultyWord: "Fair",
      success: true,
      critical: "success",
      isPrivate: false,
    });
    expect(html).toContain("Superb +1");
    expect(html).toContain("Critical success!");
  });

  it("renders the roll dialog with attack options", () => {
    const html = compile("templates/dialog/roll.hbs")({
      label: "Sword",
      levelWord: "Good",
      showDifficulty: true,
      difficulties: [{ value: 0, label: "Fair", selected: true }],
      hasWoundPenalty: true,
      woundPenalty: "−1",
      applyWounds: true,
      showOpponents: true,
      opponents: 1,
      talents: [],
      attackOptions: true,
      pullLevels: [{ value: "scratch", label: "HARNFUDGE.Wound.scratch", selected: false }],
      rollModes: [{ value: "publicroll", label: "HARNFUDGE.Dialog.Roll", selected: true }],
      effectiveWord: "Good",
      modifierTotal: "0",
      chance: "62%",
      chanceLabel: "Chance of success",
    });
    expect(html).toContain('name="pullTo"');
    expect(html).toContain("62%");
  });

  it("a defence dialog says what it defends against, the odds of what, and each modifier by name", () => {
    const input: RollDialogInput = {
      title: "Dodge",
      label: "Dodge",
      level: 0,
      woundPenalty: -1,
      talentBonuses: [],
      difficulty: 0,
      chance: { kind: "degree", degree: 3 },
      showOpponents: true,
      opponents: 2,
      opponentsSource: "Brigand: 2 engaged (Aldric, Wolf)",
    };
    const state: RollDialogState = {
      difficulty: 0,
      situational: 1,
      applyWounds: true,
      opponents: 2,
      talents: [],
      messageMode: "public",
      stun: false,
      pullTo: null,
    };
    const context = dialogViewContext(input, state, { i18n: r.i18n, isGM: false, modes: [] });
    expect(context.against).toBe("vs Superb (+3)");
    expect(context.chanceLabel).toBe("Chance to reach Superb: the attack misses");
    // Fair −1 (wounds) −1 (a second opponent) +1 (situational) = Mediocre: 4dF ≥ +4 is 1 in 81.
    expect(context.modifierLines).toEqual([
      { label: "Wound penalty", value: "−1" },
      { label: "Multiple opponents", value: "−1" },
      { label: "Situational modifier", value: "+1" },
    ]);
    expect(context.chance).toBe("1%");
    const html = compile("templates/dialog/roll.hbs")(context);
    expect(html).toMatch(
      /<ul class="roll-dialog__modifier-list" data-modifiers><li><span>Wound penalty<\/span> <span>−1<\/span>/,
    );
    expect(html).toContain("vs Superb (+3)");
    // A player reads the count from the battlefield and where it came from; there is no field to type in.
    expect(html).not.toContain('name="opponents"');
    expect(html).toContain('<p class="roll-dialog__source" data-opponents-source>Brigand: 2 engaged (Aldric, Wolf)</p>');
    // The GM may set another number; the field stops at the rules core's limit (rules 3.2.1: six can engage a surrounded fighter).
    const gm = compile("templates/dialog/roll.hbs")(dialogViewContext(input, state, { i18n: r.i18n, isGM: true, modes: [] }));
    expect(gm).toContain(`name="opponents" value="2" step="1" min="1" max="${ENGAGEMENT_LIMITS.surrounded}"`);
  });

  it("a warning is one line on the card, with its full text and rule behind a tooltip", async () => {
    const html = attackCardHtml(r, await overEngagedCard());
    expect(html).toContain("<span>Too many attackers: 7 (at most 6)</span>");
    // The target's count joins the warning's tooltip: one line where two would say the same.
    expect(html).toMatch(
      /data-tooltip-text="7 attackers cannot all engage one defender here \(at most 6\)\. Brigand: 6 engaged \([^"]+\) · Open ground: at most 6 places"/,
    );
    expect(html).not.toMatch(/<span>Brigand: 6 engaged<\/span>/);
  });

  it("offers Open wound on a wound, never on a stun attack: a stun leaves no wound to be open (rules 3.4.8)", async () => {
    const screens = await attackScreens();
    const html = (name: string) => {
      const found = screens.find((s) => s.name === name && s.viewer === "gm");
      if (!found) throw new Error(`no screen ${name}`);
      return attackCardHtml(r, found.card);
    };
    expect(html("play-attack-damage")).toContain('name="open"');
    expect(html("play-attack-damage")).toContain("Open wound");
    for (const stun of ["play-attack-stun", "play-attack-knockout"]) {
      expect(html(stun)).toContain('data-card-action="apply"');
      expect(html(stun)).not.toContain('name="open"');
      expect(html(stun)).not.toMatch(/Open wound|Closed wound/);
    }
  });

  it("draws every card's result with the one shared result line, in its tone", async () => {
    const screens = await attackScreens();
    const damage = screens.find((s) => s.name === "play-attack-damage")?.card ?? postedCard();
    const html = attackCardHtml(r, damage);
    // While it waits: one result line, the wound with its total, bad news for the target.
    expect(html.match(/<p class="card-result card-result--bad attack-card__outcome/g)).toHaveLength(1);
    expect(html).toContain(
      '<strong class="card-result__text">Incapacitated</strong> <span class="card-result__detail">Total +8</span>',
    );
    // Resolved: hit or miss, then the wound, both in the fold, both bad news for the target.
    const applied = attackCardHtml(r, await appliedCard(damage));
    expect(applied.match(/<p class="card-result card-result--bad attack-card__(resolution|result)/g)).toHaveLength(2);
    expect(applied).toContain(
      '<strong class="card-result__text">Full hit</strong> <span class="card-result__detail">Relative degree +4</span>',
    );
    const check = compile("templates/chat/roll.hbs")({
      kind: "skill",
      label: "Sword",
      faces: [],
      result: { tone: "bad", text: "Failure", detail: "against Good", note: null, icon: null },
    });
    expect(check).toContain(
      '<p class="card-result card-result--bad roll-card__outcome"><strong class="card-result__text">Failure</strong>',
    );
  });

  it("throws on a missing localization key", () => {
    expect(() => r.i18n.localize("HARNFUDGE.Chat.DoesNotExist")).toThrow(/missing localization key/);
  });

  it("renders each attack stage's controls, status line and figures", () => {
    const stages = Object.fromEntries(attackStages().map(([name, card]) => [name, attackCardHtml(r, card)]));
    expect(stages["rolled"]).toContain('data-card-action="defendSkill"');
    // Both status lines are rendered; each client keeps its own (showCardTo). The attacker is the
    // message's speaker: the card does not name it again.
    expect(stages["rolled"]).toContain("<strong>Your turn:</strong> defend Brigand</span>");
    expect(stages["rolled"]).not.toContain("Aldric");
    expect(stages["rolled"]).toMatch(/data-turn="targetOwner"/);
    expect(stages["rolled"]).toMatch(/data-wait="targetOwner"[^>]*>.*Waiting for Brigand&#x27;s player/);
    // The best defence is preselected for the one-click Defend.
    expect(stages["rolled"]).toMatch(/<option value="[a-z]+" selected>/);
    // Each defence with its chance to reach the attack's Superb (Fair: 4dF ≥ +3 is 6%); what it defends against.
    expect(stages["rolled"]).toContain("Dodge · 6%");
    expect(stages["rolled"]).toContain("vs Superb (+3)");
    // The other answers in the same list, each an imperative like Defend: ignore (the target's), unaware (the GM's).
    expect(stages["rolled"]).toMatch(/<option value="kind:ignore" data-visible-to="ignore">Ignore the attack<\/option>/);
    expect(stages["rolled"]).toMatch(/<option value="kind:unaware" data-visible-to="unaware">Mark unaware<\/option>/);
    expect(stages["defended"]).toContain('data-card-action="damage"');
    expect(stages["defended"]).not.toContain('data-card-action="defendSkill"');
    expect(stages["damage"]).toContain('data-card-action="apply"');
    // Offence 1 + 0 + 3 = +4, defence 0 + 0 + 1 = +1, factor +3, + relative degree +4 + 1dF +1 = +8.
    expect(stages["damage"]).toMatch(/Offensive factors<\/th><td>\+4/);
    expect(stages["damage"]).toMatch(/Damage factor<\/th><td>\+3/);
    expect(stages["damage"]).toMatch(/Total<\/th><td>\+8/);
    expect(stages["damage"]).toContain("Incapacitated");
    expect(stages["applied"]).toContain('data-card-action="undo"');
    // Resolved: a headline, the dice and breakdown folded away, no status line left.
    expect(stages["applied"]).toContain("Hits Brigand: Incapacitated, +8");
    expect(stages["applied"]).toMatch(/<details class="card-details" data-card-details><summary>Dice and breakdown/);
    expect(stages["applied"]).not.toContain("data-turn=");
    expect(stages["applied"]).not.toContain('data-card-action="apply"');
  });

  it("keeps every hook src/play/attack/chat.ts reads, on the controls it reads them from", async () => {
    const all = (await attackScreens())
      .filter((s) => s.viewer === "gm")
      .map((s) => attackCardHtml(r, s.card))
      .join("\n");
    const actions = new Set([...all.matchAll(/data-card-action="([^"]+)"/g)].map((m) => m[1]));
    expect([...actions].sort()).toEqual(["apply", "damage", "defendSkill", "difficulty", "lucky", "open", "undo", "void"]);
    expect(all).toMatch(/<select name="defenceSkill" aria-label="[^"]+">/);
    expect(all).toMatch(/<select name="difficulty" aria-label="Difficulty">/);
    expect(all).toMatch(/<input type="checkbox" name="open" data-card-action="open"/);
    expect(all).toMatch(/<option value="kind:unaware" data-visible-to="unaware">/);
    expect(all).toMatch(
      /data-card-action="lucky" data-roll="attack" data-visible-to="cardLucky" data-lucky-actor="Actor.aldric"/,
    );
    const roles = new Set([...all.matchAll(/data-visible-to="([^"]+)"/g)].map((m) => m[1]));
    expect([...roles].every((role) => (VISIBILITY_ROLES as readonly (string | undefined)[]).includes(role))).toBe(true);
    expect(roles.size).toBeGreaterThanOrEqual(6);
  });

  it("the applied stage of attackStages is what Apply gives on the brigand's empty track", async () => {
    const stages = Object.fromEntries(attackStages());
    const damage = stages["damage"];
    if (!damage) throw new Error("no damage stage");
    expect(stages["applied"]?.applied).toEqual((await appliedCard(damage)).applied);
  });

  it("the damage table reads as a sum: terms, two subtotals, the factor, the added terms, the total", () => {
    const html = attackCardHtml(r, Object.fromEntries(attackStages())["damage"] ?? postedCard());
    const rows = [...html.matchAll(/<tr class="attack-card__([a-z]+)"><th scope="row">([^<]*)<\/th><td>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(rows).toEqual([
      "term Strength",
      "term Strength Scale",
      "term Weapon Strength",
      "subtotal Offensive factors",
      "term Damage Capacity",
      "term Mass Scale",
      "term Armor",
      "subtotal − Defensive factors",
      "factor = Damage factor",
      "term + Relative degree",
      "term + 1dF",
      "total = Total",
    ]);
  });

  it("escapes names on the healing, end-of-combat and pick-target templates", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const endCombat = compile("templates/chat/end-combat.hbs")({
      lines: [{ index: 0, name: hostile, wound: "Hurt", infected: true, lucky: hostile, offerLucky: true }],
      failed: [hostile],
    });
    const pick = compile("templates/dialog/pick-target.hbs")({ targets: [{ index: 0, name: hostile, img: "", checked: true }] });
    for (const html of [endCombat, pick]) {
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;img src&#x3D;x");
    }
  });
});
