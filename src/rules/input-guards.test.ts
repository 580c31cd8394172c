/**
 * Every rule function rejects bad input with a RulesError whose `code` and `data` the UI formats
 * (errors.ts: `game.i18n.format(code, data)`): the data must name the input that was wrong, so the
 * message a GM reads says which field to fix. One row per guard; the rule section is the function's.
 */
import { describe, expect, it } from "vitest";
import { awardEp, checkRaise, raiseCost, raiseTargetKey } from "./advancement";
import { armorInUse } from "./armor";
import { resolveAttack, type AttackInput } from "./attack";
import { attackReachesFair, defenceAllowed, defenceSkillChoices, multipleOpponentsPenalty } from "./combat";
import { conditionExpired, conditionForStunResult, conditionRollModifier, requireConditionIds } from "./conditions";
import { resolveContest } from "./contest";
import { computeDamage, damageCapacity, defensiveFactors, fullDamageResult, grazeResult, offensiveFactors } from "./damage";
import { requireDiceTotal, requireFace, requireFourDF, sumFaces, sumFudgeDice } from "./dice";
import {
  ERROR_CODES,
  RulesError,
  requireBoolean,
  requireFinite,
  requireInteger,
  requireIntegerInRange,
  requireNumberInRange,
  requireOneOf,
  type ErrorCode,
  type MessageData,
} from "./errors";
import { applyHealingResult, applyMagicalHealing, strenuousActivity } from "./healing";
import { daysPerLevel, levelsLeftByRate, restDays, restWound, untreatedDaysPerLevel } from "./healing-time";
import { becomesInfected } from "./infection";
import { decodeInitiativeSortKey, initiativeSortKey } from "./initiative";
import { describeLevel, ladderKey, levelFromDescription } from "./ladder";
import { mayCarryWeapon, mayWearArmor } from "./legality";
import { chanceAttackHits, chanceAttackHitsDifficulty, chanceOpposed, chanceUnopposed, fourDFCount } from "./probability";
import { rangeCheck } from "./range";
import { resolveUnopposed, rolledDegree, skillLevel } from "./resolution";
import { strengthContestAdvantage } from "./scale";
import { combinedSkillLevel, languageCappedUseLevel } from "./skill-caps";
import { applyStun, emptyStunTrack, pullPunch } from "./stun";
import { luckyKeepBetter, luckyRerollAllowed, talentRollBonus } from "./talents";
import { healingLevels, tendWound } from "./treatment";
import { proposeOpenWound, weaponModeFigures, woundingDealsDamage } from "./weapons";
import { emptyWoundBox, healWound, requireMagicalDaysPerLevel, requireQuarterDays } from "./wound-box";
import { requireBoxLevel, requireWoundLevel } from "./wound-levels";
import { emptyWoundTrack, markWound, woundLevelPenaltyLabel, woundStatus } from "./wounds";

const NaN_ = Number.NaN;
const MAX = Number.MAX_SAFE_INTEGER;
const nan = (name: string) => ({ code: ERROR_CODES.notANumber, data: { name, value: "NaN" } });
const range = (name: string, value: number, min: number, max: number) => ({
  code: ERROR_CODES.outOfRange,
  data: { name, value, min, max },
});
const notBool = (name: string, value: unknown) => ({ code: ERROR_CODES.invalidOption, data: { name, value: String(value) } });
const unknown = (name: string, value: unknown) => ({ code: ERROR_CODES.unknownKey, data: { name, value: String(value) } });
const dice = (name: string, value: unknown) => ({ code: ERROR_CODES.invalidDice, data: { name, value: String(value) } });

type Expected = { code: ErrorCode; data: MessageData; message?: string };
const rejects = (fn: () => unknown, e: Expected) => expect(fn).toThrow(expect.objectContaining(e));

const attack: AttackInput = {
  attack: { level: 1, faces: [1, 1, 0, 0] },
  defence: { kind: "opposed", level: 0, faces: [0, 0, 0, -1] },
  weapon: { strength: 3, musclePowered: true },
  attacker: { strength: 1, strengthScale: 0 },
  defender: { damageCapacity: 0, massScale: 0, armorValue: 1 },
  fudgeDie: 0,
};
const offence = { strength: 0, strengthScale: 0, weaponStrength: 1, musclePowered: true };
const defence = { damageCapacity: 0, massScale: 0, armorValue: 0 };
const raise = { kind: "skill" as const, from: 0, epBalance: 10, raisedThisSession: false, usedSinceLastRaise: true };
const bad = (v: unknown) => v as never;

describe("input guards name the input they reject", () => {
  const rows: [string, () => unknown, Expected][] = [
    // rules 1.4 (advancement)
    ["raiseCost kind", () => raiseCost(bad("talent"), 0), unknown("kind", "talent")],
    ["raiseCost from", () => raiseCost("skill", NaN_), nan("from")],
    ["checkRaise kind", () => checkRaise({ ...raise, kind: bad("talent"), from: 3 }), unknown("kind", "talent")],
    ["checkRaise epBalance", () => checkRaise({ ...raise, epBalance: NaN_ }), nan("epBalance")],
    ["checkRaise raisedThisSession", () => checkRaise({ ...raise, raisedThisSession: bad(1) }), notBool("raisedThisSession", 1)],
    [
      "checkRaise usedSinceLastRaise",
      () => checkRaise({ ...raise, usedSinceLastRaise: bad(1) }),
      notBool("usedSinceLastRaise", 1),
    ],
    ["checkRaise allowDebt", () => checkRaise({ ...raise, allowDebt: bad("yes") }), notBool("allowDebt", "yes")],
    ["checkRaise from", () => checkRaise({ ...raise, from: NaN_ }), nan("from")],
    ["awardEp earned", () => awardEp(0, NaN_), nan("earned")],
    ["awardEp negative", () => awardEp(0, -1), range("earned", -1, 0, MAX)],
    ["awardEp balance", () => awardEp(NaN_, 1), nan("balance")],
    ["raiseTargetKey from", () => raiseTargetKey(NaN_), nan("from")],
    // rules 3.5.2 (armor)
    ["armorInUse", () => armorInUse([2, 11]), range("armorValue", 11, 0, 10)],
    // rules 3.2 (attack)
    [
      "attack woundPenalty",
      () => resolveAttack({ ...attack, attackerModifiers: { woundPenalty: -3 } }),
      range("woundPenalty", -3, -2, 0),
    ],
    ["attack situational", () => resolveAttack({ ...attack, attackerModifiers: { situational: NaN_ } }), nan("situational")],
    ["attack stunMode", () => resolveAttack({ ...attack, stunMode: bad("yes") }), notBool("stunMode", "yes")],
    ["attack defence kind", () => resolveAttack({ ...attack, defence: bad({ kind: "parry" }) }), unknown("defence", "parry")],
    [
      "attack difficulty",
      () => resolveAttack({ ...attack, defence: { kind: "unaware", difficulty: 4 } }),
      range("difficulty", 4, -3, 3),
    ],
    // rules 3.2, 3.2.1 (combat)
    ["attackReachesFair", () => attackReachesFair(NaN_), nan("rolledDegree")],
    ["defenceAllowed kind", () => defenceAllowed(bad("parry"), "melee"), unknown("defence", "parry")],
    ["defenceAllowed attack", () => defenceAllowed("opposed", bad("magic")), unknown("attack", "magic")],
    ["multipleOpponentsPenalty", () => multipleOpponentsPenalty(0), range("opponents", 0, 1, MAX)],
    ["defenceSkillChoices attack", () => defenceSkillChoices(bad("magic"), []), unknown("attack", "magic")],
    // rules 3.4.6 (conditions)
    ["requireConditionIds", () => requireConditionIds(["asleep"]), unknown("condition", "asleep")],
    ["conditionForStunResult", () => conditionForStunResult(bad("dazed")), unknown("stunResult", "dazed")],
    ["conditionRollModifier", () => conditionRollModifier([], bad("magic")), unknown("rollKind", "magic")],
    ["conditionExpired startRound", () => conditionExpired(-1, 1, 0), range("startRound", -1, 0, MAX)],
    ["conditionExpired currentRound", () => conditionExpired(0, 1, -1), range("currentRound", -1, 0, MAX)],
    ["conditionExpired rounds", () => conditionExpired(0, -1, 0), range("rounds", -1, 0, MAX)],
    ["conditionExpired startTurn", () => conditionExpired(0, 1, 0, { start: -1, current: 0 }), range("startTurn", -1, 0, MAX)],
    [
      "conditionExpired currentTurn",
      () => conditionExpired(0, 1, 0, { start: 0, current: -1 }),
      range("currentTurn", -1, 0, MAX),
    ],
    // rules 1.2, 2.2, 4 (contests)
    [
      "contest resistsMagic",
      () => resolveContest({ a: { level: 0, faces: [0, 0, 0, 0], resistsMagic: bad(1) }, b: { level: 0, faces: [0, 0, 0, 0] } }),
      notBool("resistsMagic", 1),
    ],
    [
      "contest strength",
      () => resolveContest({ a: { level: 0, faces: [0, 0, 0, 0] }, b: { level: 0, faces: [0, 0, 0, 0] }, strength: bad(1) }),
      notBool("strength", 1),
    ],
    [
      "contest modifier",
      () => resolveContest({ a: { level: 0, faces: [0, 0, 0, 0], modifier: NaN_ }, b: { level: 0, faces: [0, 0, 0, 0] } }),
      nan("modifier"),
    ],
    // rules 3.4.2–3.4.4 (damage)
    ["damageCapacity strength", () => damageCapacity(NaN_, 0, 0), nan("strength")],
    ["damageCapacity health", () => damageCapacity(0, NaN_, 0), nan("health")],
    ["damageCapacity willpower", () => damageCapacity(0, 0, NaN_), nan("willpower")],
    ["offence strength", () => offensiveFactors({ ...offence, strength: NaN_ }), nan("strength")],
    ["offence strengthScale", () => offensiveFactors({ ...offence, strengthScale: NaN_ }), nan("strengthScale")],
    ["offence weaponStrength", () => offensiveFactors({ ...offence, weaponStrength: NaN_ }), nan("weaponStrength")],
    ["offence musclePowered", () => offensiveFactors({ ...offence, musclePowered: bad(1) }), notBool("musclePowered", 1)],
    ["offence scaledToWielder", () => offensiveFactors({ ...offence, scaledToWielder: bad(1) }), notBool("scaledToWielder", 1)],
    ["defence damageCapacity", () => defensiveFactors({ ...defence, damageCapacity: NaN_ }), nan("damageCapacity")],
    ["defence massScale", () => defensiveFactors({ ...defence, massScale: NaN_ }), nan("massScale")],
    ["defence armorValue", () => defensiveFactors({ ...defence, armorValue: NaN_ }), nan("armorValue")],
    ["grazeResult", () => grazeResult(NaN_), nan("damageFactor")],
    ["fullDamageResult", () => fullDamageResult(NaN_), nan("damageTotal")],
    [
      "computeDamage relativeDegree",
      () => computeDamage({ relativeDegree: NaN_, offence, defence, fudgeDie: 0 }),
      nan("relativeDegree"),
    ],
    ["computeDamage fudgeDie", () => computeDamage({ relativeDegree: 1, offence, defence, fudgeDie: 2 }), dice("fudgeDie", 2)],
    [
      "computeDamage mysticalShield",
      () => computeDamage({ relativeDegree: 1, offence, defence, fudgeDie: 0, mysticalShield: bad(1) }),
      notBool("mysticalShield", 1),
    ],
    // rules 2 (dice)
    ["requireFace", () => requireFace(2), { ...dice("face", 2), message: "face must be -1, 0 or +1" }],
    ["requireFourDF", () => requireFourDF([1, 1]), { ...dice("faces", "1,1"), message: "faces must be four Fudge faces" }],
    ["requireFourDF face 0", () => requireFourDF([2, 0, 0, 0]), dice("faces[0]", 2)],
    ["requireFourDF face 1", () => requireFourDF([0, 2, 0, 0]), dice("faces[1]", 2)],
    ["requireFourDF face 2", () => requireFourDF([0, 0, 2, 0]), dice("faces[2]", 2)],
    ["requireFourDF face 3", () => requireFourDF([0, 0, 0, 2]), dice("faces[3]", 2)],
    ["sumFaces", () => sumFaces([0, 0, 0, 5]), dice("faces[3]", 5)],
    ["sumFudgeDice count", () => sumFudgeDice([]), { ...dice("faces", ""), message: "faces must be one to four Fudge faces" }],
    ["sumFudgeDice face", () => sumFudgeDice([0, 3]), dice("faces[1]", 3)],
    [
      "requireDiceTotal low",
      () => requireDiceTotal(-5),
      { code: ERROR_CODES.invalidDice, data: { name: "diceTotal", value: -5 } },
    ],
    [
      "requireDiceTotal high",
      () => requireDiceTotal(5, "total"),
      { code: ERROR_CODES.invalidDice, data: { name: "total", value: 5 }, message: "total must be in -4…4" },
    ],
    [
      "requireDiceTotal integer",
      () => requireDiceTotal(0.5),
      { code: ERROR_CODES.notAnInteger, data: { name: "diceTotal", value: 0.5 } },
    ],
    // rules 3.4.7 (healing)
    ["applyMagicalHealing rate", () => applyMagicalHealing(emptyWoundTrack(), 3), range("daysPerLevel", 3, 0, 2)],
    ["applyHealingResult degree", () => applyHealingResult(emptyWoundTrack(), NaN_), nan("resultDegree")],
    [
      "applyHealingResult treatment",
      () => applyHealingResult(emptyWoundTrack(), 0, bad("herbal")),
      unknown("treatment", "herbal"),
    ],
    ["strenuousActivity degree", () => strenuousActivity(emptyWoundTrack(), NaN_), nan("healthRolledDegree")],
    ["strenuousActivity difficulty", () => strenuousActivity(emptyWoundTrack(), 0, 4), range("difficulty", 4, -3, 3)],
    ["untreatedDaysPerLevel rapidHealing", () => untreatedDaysPerLevel({ rapidHealing: bad(1) }), notBool("rapidHealing", 1)],
    [
      "levelsLeftByRate treatment",
      () => levelsLeftByRate({ ...emptyWoundBox(), treatment: bad("herbal") }),
      unknown("treatment", "herbal"),
    ],
    [
      "daysPerLevel treatment",
      () => daysPerLevel({ ...emptyWoundBox(), treatment: bad("herbal") }),
      unknown("treatment", "herbal"),
    ],
    ["restWound days", () => restWound(emptyWoundBox(), -1), range("days", -1, 0, MAX)],
    ["restDays days", () => restDays(emptyWoundTrack(), -1), range("days", -1, 0, MAX)],
    ["healingLevels", () => healingLevels(NaN_), nan("resultDegree")],
    [
      "tendWound magical rate",
      () => tendWound(emptyWoundBox(), { kind: "magical", daysPerLevel: 5 }),
      range("daysPerLevel", 5, 0, 2),
    ],
    ["healWound levels", () => healWound(emptyWoundBox(), NaN_), nan("levels")],
    ["healWound negative", () => healWound(emptyWoundBox(), -1), range("levels", -1, 0, MAX)],
    [
      "requireQuarterDays",
      () => requireQuarterDays(0.3, "days", 0, 10),
      { ...range("days", 0.3, 0, 10), message: "days must be a whole number of quarter days" },
    ],
    ["requireMagicalDaysPerLevel", () => requireMagicalDaysPerLevel(3), range("magicalDaysPerLevel", 3, 0, 2)],
    // rules 3.4.8 (infection)
    ["becomesInfected degree", () => becomesInfected("hurt", NaN_), nan("healthRolledDegree")],
    [
      "becomesInfected severity",
      () => becomesInfected(bad("dead"), 0),
      { code: ERROR_CODES.unknownWoundLevel, data: { name: "severity", value: "dead" } },
    ],
    // rules 3.1.1 (initiative)
    ["initiativeSortKey rolledDegree", () => initiativeSortKey(100, 0, 0), range("rolledDegree", 100, -99, 99)],
    ["initiativeSortKey skillLevel", () => initiativeSortKey(0, 4, 0), range("skillLevel", 4, -3, 3)],
    ["initiativeSortKey tiebreak", () => initiativeSortKey(0, 0, 1000), range("tiebreak", 1000, 0, 999)],
    ["decodeInitiativeSortKey", () => decodeInitiativeSortKey(NaN_), nan("initiativeKey")],
    // rules 1.1, 2 (ladder)
    ["ladderKey", () => ladderKey(4), range("level", 4, -3, 3)],
    ["describeLevel", () => describeLevel(NaN_), nan("level")],
    [
      "levelFromDescription word",
      () => levelFromDescription("awesome"),
      { ...unknown("ladder", "awesome"), message: "unknown ladder key awesome" },
    ],
    ["levelFromDescription offset", () => levelFromDescription("superb", NaN_), nan("offset")],
    [
      "levelFromDescription offset beyond Terrible only",
      () => levelFromDescription("fair", -1),
      { ...range("offset", -1, 0, 0), message: "offset only extends Superb upwards or Terrible downwards" },
    ],
    // rules 3.5.3 (legality)
    ["mayCarryWeapon socialClass", () => mayCarryWeapon(bad("slave"), "free"), unknown("socialClass", "slave")],
    ["mayCarryWeapon legalClass", () => mayCarryWeapon("noble", "royal"), unknown("legalClass", "royal")],
    ["mayWearArmor socialClass", () => mayWearArmor(bad("slave"), null), unknown("socialClass", "slave")],
    ["mayWearArmor armorKey", () => mayWearArmor("noble", "mithril"), unknown("armorKey", "mithril")],
    // rules 2, 2.1, 2.2, 3.2 (probabilities)
    ["fourDFCount", () => fourDFCount(NaN_), nan("total")],
    ["chanceUnopposed level", () => chanceUnopposed(NaN_, 0), nan("level")],
    ["chanceUnopposed difficulty", () => chanceUnopposed(0, NaN_), nan("difficulty")],
    ["chanceOpposed levelA", () => chanceOpposed(NaN_, 0), nan("levelA")],
    ["chanceOpposed levelB", () => chanceOpposed(0, NaN_), nan("levelB")],
    ["chanceAttackHits attackLevel", () => chanceAttackHits(NaN_, 0), nan("attackLevel")],
    ["chanceAttackHits defenceLevel", () => chanceAttackHits(0, NaN_), nan("defenceLevel")],
    ["chanceAttackHitsDifficulty attackLevel", () => chanceAttackHitsDifficulty(NaN_, 0), nan("attackLevel")],
    ["chanceAttackHitsDifficulty difficulty", () => chanceAttackHitsDifficulty(0, NaN_), nan("difficulty")],
    // rules 3.3 (range)
    ["rangeCheck distance", () => rangeCheck(-1, 10), range("distanceFeet", -1, 0, MAX)],
    ["rangeCheck maxRange", () => rangeCheck(1, 5001), range("maxRangeFeet", 5001, 0, 5000)],
    // rules 1.1.2, 2.1 (resolution)
    ["rolledDegree level", () => rolledDegree({ level: 4, faces: [0, 0, 0, 0] }), range("level", 4, -3, 3)],
    ["rolledDegree modifier", () => rolledDegree({ level: 0, faces: [0, 0, 0, 0], modifier: NaN_ }), nan("modifier")],
    [
      "resolveUnopposed difficulty",
      () => resolveUnopposed({ level: 0, faces: [0, 0, 0, 0], difficulty: 4 }),
      range("difficulty", 4, -3, 3),
    ],
    ["skillLevel trainedLevel", () => skillLevel("dodge", 4), range("trainedLevel", 4, -3, 3)],
    // rules 1.2 (scale)
    ["strengthContestAdvantage scaleA", () => strengthContestAdvantage(21, 0), range("scaleA", 21, -20, 20)],
    ["strengthContestAdvantage scaleB", () => strengthContestAdvantage(0, 21), range("scaleB", 21, -20, 20)],
    // rules 1.1.2.2, 1.1.2.4 (skill caps)
    ["languageCappedUseLevel skill", () => languageCappedUseLevel(4, 0), range("skill", 4, -3, 3)],
    ["languageCappedUseLevel speakerLanguage", () => languageCappedUseLevel(0, 4), range("speakerLanguage", 4, -3, 3)],
    ["languageCappedUseLevel audienceLanguage", () => languageCappedUseLevel(0, 0, 4), range("audienceLanguage", 4, -3, 3)],
    ["combinedSkillLevel task", () => combinedSkillLevel(bad("juggling"), {}), unknown("task", "juggling")],
    // rules 3.4.6 (stun)
    ["applyStun result", () => applyStun(emptyStunTrack(), bad("dazed")), unknown("stunResult", "dazed")],
    [
      "applyStun track",
      () => applyStun({ stuns: 3, veryStunned: false, knockedOut: false }, "stun"),
      {
        code: ERROR_CODES.invalidStunTrack,
        data: { value: '{"stuns":3,"veryStunned":false,"knockedOut":false}' },
        message: "invalid stun track",
      },
    ],
    [
      "pullPunch maximum",
      () => pullPunch("hurt", bad("ouch")),
      { code: ERROR_CODES.unknownWoundLevel, data: { name: "maximum", value: "ouch" }, message: "unknown wound level ouch" },
    ],
    // rules 4 (talents)
    ["talentRollBonus situation", () => talentRollBonus([], bad("flying")), unknown("situation", "flying")],
    ["talentRollBonus sense", () => talentRollBonus([], "sense", bad("sixth")), unknown("sense", "sixth")],
    ["talentRollBonus talent", () => talentRollBonus([{ key: bad("telepathy") }], "sense"), unknown("talent", "telepathy")],
    ["luckyRerollAllowed now", () => luckyRerollAllowed(null, NaN_), nan("nowMs")],
    ["luckyRerollAllowed last", () => luckyRerollAllowed(NaN_, 0), nan("lastUsedMs")],
    ["luckyKeepBetter original", () => luckyKeepBetter([2], [0]), dice("original[0]", 2)],
    ["luckyKeepBetter reroll", () => luckyKeepBetter([0], [2]), dice("reroll[0]", 2)],
    [
      "luckyKeepBetter dice count",
      () => luckyKeepBetter([0, 0, 0, 0], [1]),
      { ...dice("reroll", "1"), message: "the reroll must roll as many dice" },
    ],
    // rules 3.4.8, 3.5 (weapons)
    ["weaponModeFigures mode", () => weaponModeFigures(bad({}), bad("thrown")), unknown("mode", "thrown")],
    ["woundingDealsDamage", () => woundingDealsDamage(bad("fire")), unknown("wounding", "fire")],
    ["proposeOpenWound kind", () => proposeOpenWound(bad("fire"), "hurt"), unknown("wounding", "fire")],
    ["proposeOpenWound level", () => proposeOpenWound("edged", bad("ouch")), unknown("woundLevel", "ouch")],
    // rules 3.4.1, 3.4.5 (wound levels and the track)
    [
      "requireWoundLevel",
      () => requireWoundLevel(7),
      { code: ERROR_CODES.unknownWoundLevel, data: { name: "woundLevel", value: "7" }, message: "unknown wound level 7" },
    ],
    [
      "requireBoxLevel",
      () => requireBoxLevel("dead"),
      {
        code: ERROR_CODES.unknownWoundLevel,
        data: { name: "woundLevel", value: "dead" },
        message: "dead is not a wound box level",
      },
    ],
    ["markWound open", () => markWound(emptyWoundTrack(), "hurt", { open: bad(1) }), notBool("open", 1)],
    ["markWound dead flag", () => markWound({ ...emptyWoundTrack(), dead: bad(0) }, "hurt"), notBool("dead", 0)],
    ["woundStatus fortitude", () => woundStatus(emptyWoundTrack(), { fortitude: bad(1) }), notBool("fortitude", 1)],
    [
      "woundLevelPenaltyLabel level",
      () => woundLevelPenaltyLabel(bad("ouch")),
      { code: ERROR_CODES.unknownWoundLevel, data: { name: "level", value: "ouch" } },
    ],
    ["woundLevelPenaltyLabel fortitude", () => woundLevelPenaltyLabel("hurt", { fortitude: bad(1) }), notBool("fortitude", 1)],
  ];

  it.each(rows)("%s", (_label, fn, expected) => rejects(fn, expected));
});

describe("errors.ts: a RulesError carries its code, its data and an English message for developers", () => {
  it("the guards' messages say what was expected and what came", () => {
    rejects(() => requireFinite("x", "level"), {
      ...nan("level"),
      data: { name: "level", value: "x" },
      message: "level must be a finite number, got x",
    });
    rejects(() => requireInteger(0.5, "level"), {
      code: ERROR_CODES.notAnInteger,
      data: { name: "level", value: 0.5 },
      message: "level must be an integer, got 0.5",
    });
    rejects(() => requireIntegerInRange(7, "level", 0, 5), {
      ...range("level", 7, 0, 5),
      message: "level must be in 0…5, got 7",
    });
    rejects(() => requireNumberInRange(7.5, "feet", 0, 5), {
      ...range("feet", 7.5, 0, 5),
      message: "feet must be in 0…5, got 7.5",
    });
    rejects(() => requireBoolean("no", "open"), { ...notBool("open", "no"), message: "open must be a boolean" });
    rejects(() => requireOneOf(3, ["a"], "key"), { ...unknown("key", 3), message: "key: unknown key 3" });
  });

  it("without a message the code and the data are the message; the error's name is RulesError", () => {
    const e = new RulesError(ERROR_CODES.cannotRaise, { reason: "atMaximum" });
    expect(e.message).toBe('HARNFUDGE.Error.CannotRaise {"reason":"atMaximum"}');
    expect(e.name).toBe("RulesError");
    expect(new RulesError(ERROR_CODES.cannotRaise, {}, "why").message).toBe("why");
    rejects(() => raiseCost(bad("talent"), 0), {
      ...unknown("kind", "talent"),
      message: 'HARNFUDGE.Error.UnknownKey {"name":"kind","value":"talent"}',
    });
  });
});
