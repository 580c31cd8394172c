/** Talents (rules 4) with their effects as the rules core states them. */
import {
  LUCKY_COOLDOWN_MS,
  luckyRerollAllowed,
  TALENT_EFFECTS,
  TALENT_KEYS,
  TALENT_SITUATION_LOC_KEYS,
  describeLevel,
  type TalentEffect,
  type TalentKey,
} from "../../rules";
import { counted, localNumber, signed, type Localizer } from "../../i18n/format";
import type { PlainItem } from "./types";

type TalentItem = Extract<PlainItem, { type: "talent" }>;

export interface TalentView {
  id: string;
  name: string;
  img: string;
  key: string;
  labelKey: string | null;
  choiceKey: string | null;
  effect: string;
  /** Danger Sense / Intuition (rules 4): the GM's secret situational roll, offered as a button to the GM. */
  gmRoll: { action: "dangerSense" | "intuition"; label: string } | null;
  /** Added after creation was finished (rules 4: talents only at creation): the warning, else "". */
  warning: string;
  /** Lucky (rules 4): ready, or when it is again; and the GM's control that marks a use made outside the system. */
  lucky: { text: string; ready: boolean; markLabel: string } | null;
}

/** When the character last used Lucky (the latest of its marks and the GM's record) and server time now. */
export interface LuckyClock {
  lastUsed: number | null;
  now: number;
}

/** Lucky's state on its talent row: ready, or the minutes until it is (rules 4: once per real hour). */
export function luckyState(clock: LuckyClock | undefined, i18n: Localizer): TalentView["lucky"] {
  if (!clock) return null;
  const markLabel = i18n.localize("HARNFUDGE.Sheet.Talents.LuckyMark");
  if (luckyRerollAllowed(clock.lastUsed, clock.now))
    return { text: i18n.localize("HARNFUDGE.Sheet.Talents.LuckyReady"), ready: true, markLabel };
  const last = clock.lastUsed ?? clock.now;
  const minutes = Math.max(1, Math.ceil((last + LUCKY_COOLDOWN_MS - clock.now) / 60_000));
  return { text: counted("HARNFUDGE.Sheet.Talents.LuckyIn", minutes, i18n), ready: false, markLabel };
}

/** Talents the GM rolls for in secret (rules 4), by key: the sheet action and its label key. */
const GM_ROLL_TALENTS: Partial<Record<string, { action: "dangerSense" | "intuition"; labelKey: string }>> = {
  dangerSense: { action: "dangerSense", labelKey: "HARNFUDGE.Sheet.Talents.RollDangerSense" },
  intuition: { action: "intuition", labelKey: "HARNFUDGE.Sheet.Talents.RollIntuition" },
};

function isTalentKey(key: string): key is TalentKey {
  return (TALENT_KEYS as readonly string[]).includes(key);
}

/** One line describing a talent's mechanical effect, localized. */
export function talentEffectText(effect: TalentEffect, i18n: Localizer): string {
  const k = `HARNFUDGE.Sheet.TalentEffect.${effect.kind}`;
  switch (effect.kind) {
    case "rollBonus":
      return i18n.format(k, {
        bonus: signed(effect.bonus),
        situation: i18n.localize(TALENT_SITUATION_LOC_KEYS[effect.situation]),
      });
    case "woundPenalty":
      return i18n.format(k, { hurt: signed(effect.hurt), veryHurt: signed(effect.veryHurt) });
    case "damageReduction":
      return i18n.format(k, { amount: localNumber(effect.amount, i18n) });
    case "reroll":
      return i18n.format(k, { minutes: localNumber(Math.round(effect.cooldownMs / 60000), i18n) });
    case "healingSpeed":
      return i18n.format(k, { factor: localNumber(effect.factor, i18n) });
    case "secretRoll":
      return effect.warnAtOrAbove === null
        ? i18n.localize(`${k}Plain`)
        : i18n.format(k, { level: i18n.localize(describeLevel(effect.warnAtOrAbove).key) });
    case "descriptive":
      return i18n.localize(k);
  }
}

function gmRollView(key: string, i18n: Localizer): TalentView["gmRoll"] {
  const roll = GM_ROLL_TALENTS[key];
  return roll ? { action: roll.action, label: i18n.localize(roll.labelKey) } : null;
}

/** The talents; `late` holds the ids of those added after creation (warned about, rules 4); `lucky` Lucky's clock. */
export function talentViews(
  items: readonly PlainItem[],
  i18n: Localizer,
  late: ReadonlySet<string> = new Set(),
  lucky?: LuckyClock,
): TalentView[] {
  return items
    .filter((i): i is TalentItem => i.type === "talent")
    .sort((a, b) => a.sort - b.sort)
    .map((t) => {
      const known = isTalentKey(t.system.key);
      return {
        id: t.id,
        name: t.name,
        img: t.img,
        key: t.system.key,
        labelKey: known ? `HARNFUDGE.Talent.${t.system.key}` : null,
        choiceKey: t.system.choice ? `HARNFUDGE.Sense.${t.system.choice}` : null,
        effect: known ? talentEffectText(TALENT_EFFECTS[t.system.key as TalentKey], i18n) : "",
        gmRoll: gmRollView(t.system.key, i18n),
        lucky: t.system.key === "lucky" ? luckyState(lucky, i18n) : null,
        warning: late.has(t.id)
          ? i18n.format("HARNFUDGE.Creation.TalentAfterCreation", {
              talent: known ? i18n.localize(`HARNFUDGE.Talent.${t.system.key}`) : t.name,
            })
          : "",
      };
    });
}
