/**
 * Stand-ins for the Foundry globals the compatibility module reads, per core generation: the
 * release, the mode tables of CONFIG, the user's mode setting and ChatMessage's mode functions.
 * Each test stubs them with vi.stubGlobal and restores them after.
 */
import { vi } from "vitest";

/** v13's CONFIG.Dice.rollModes (labels as core has them). */
export const V13_ROLL_MODES = {
  publicroll: { label: "CHAT.RollPublic", icon: "fa-solid fa-globe" },
  gmroll: { label: "CHAT.RollPrivate", icon: "fa-solid fa-user-secret" },
  blindroll: { label: "CHAT.RollBlind", icon: "fa-solid fa-eye-slash" },
  selfroll: { label: "CHAT.RollSelf", icon: "fa-solid fa-user" },
};

/** v14's CONFIG.ChatMessage.modes (in-character listed first, as in core). */
export const V14_MODES = {
  ic: { label: "CHAT.MODES.ic", icon: "fa-solid fa-hat-wizard" },
  public: { label: "CHAT.MODES.public", icon: "fa-solid fa-globe" },
  gm: { label: "CHAT.MODES.gm", icon: "fa-solid fa-user-secret" },
  blind: { label: "CHAT.MODES.blind", icon: "fa-solid fa-eye-slash" },
  self: { label: "CHAT.MODES.self", icon: "fa-solid fa-user" },
};

export interface FoundryStub {
  /** Every call to ChatMessage.applyRollMode (v13) or ChatMessage.applyMode (v14): [function, mode]. */
  applied: Array<[string, string]>;
}

/**
 * Stubs the globals of one generation: `settings` is the user's stored mode (`core.rollMode` on
 * v13, `core.messageMode` on v14). v14 keeps the deprecated v13 names, as core does until v16.
 */
export function stubFoundry(generation: 13 | 14, stored: string): FoundryStub {
  const stub: FoundryStub = { applied: [] };
  const setting = generation >= 14 ? "messageMode" : "rollMode";
  vi.stubGlobal("game", {
    release: { generation },
    i18n: { localize: (key: string) => key, format: (key: string, data: object) => `${key} ${JSON.stringify(data)}` },
    settings: {
      get: (namespace: string, key: string) => {
        if (namespace === "core" && key === setting) return stored;
        if (namespace === "core" && key === "rollMode") throw new Error("core.rollMode is deprecated on v14");
        throw new Error(`unknown setting ${namespace}.${key}`);
      },
    },
  });
  vi.stubGlobal("CONFIG", {
    Dice: { rollModes: V13_ROLL_MODES },
    ChatMessage: generation >= 14 ? { modes: V14_MODES } : {},
  });
  const chatMessage: Record<string, unknown> = {
    applyRollMode: (data: object, mode: string) => {
      stub.applied.push(["applyRollMode", mode]);
      return data;
    },
  };
  if (generation >= 14)
    chatMessage["applyMode"] = (data: object, mode: string) => {
      stub.applied.push(["applyMode", mode]);
      return data;
    };
  vi.stubGlobal("ChatMessage", chatMessage);
  vi.stubGlobal("foundry", { utils: {} });
  return stub;
}
