/**
 * The one place where Foundry v13 and v14 differ for this system. Everything else calls these
 * functions and never branches on the core version itself.
 *
 * Message modes: v13 calls them roll modes (`CONFIG.Dice.rollModes`, keys publicroll / gmroll /
 * blindroll / selfroll, the `core.rollMode` setting, `ChatMessage.applyRollMode`,
 * `Roll#toMessage({ rollMode })`); v14 renamed them message modes (`CONFIG.ChatMessage.modes`,
 * keys public / gm / blind / self / ic, the `core.messageMode` setting, `ChatMessage.applyMode`,
 * `Roll#toMessage({ messageMode })`) and deprecated the old names until v16. Our code holds a mode
 * as one neutral {@link MessageMode} and converts at these edges only.
 *
 * CONFIG.statusEffects (array / object keyed by id) is in compat/status-effects.ts, ActiveEffect
 * durations (v13 `duration.rounds/startRound`, v14 `start.*` and `duration.{value, units, expiry}`)
 * in compat/effect-duration.ts; this module re-exports both, so callers import from here only.
 * Dialogs in a detached window (v14 `renderChild`) are in compat/detached.ts, imported from there by
 * the dialogs alone (util/form-dialog.ts): they load on first use, and so does it.
 *
 * The npm registry's fvtt-types stops at v13, so every v14-only name below is reached through a
 * small local interface or an `in` check, with a comment naming the v14 API it stands for.
 */
import { isV14 } from "./compat/release";

// The v13/v14 differences of other concerns, each in its own file under compat/, reached from here.
export { coreGeneration, isV14 } from "./compat/release";
export { setStatusEffects, statusEffectList, type StatusEffectEntry } from "./compat/status-effects";
export { querySenderId } from "./compat/query-sender";
export {
  RULES_EXPIRY_EVENT,
  conditionDurationData,
  conditionTiming,
  registerRulesExpiryEvent,
  type CombatMoment,
  type ConditionDurationData,
  type ConditionTiming,
} from "./compat/effect-duration";

/** Who sees a message: everyone, the GMs (and the sender), the GMs only (blind), the sender only. */
export type MessageMode = "public" | "gm" | "blind" | "self";

/** The modes a roll can be posted with, in the order a select offers them. */
export const MESSAGE_MODES: readonly MessageMode[] = ["public", "gm", "blind", "self"];

/** v13's key for each mode (`CONFIG.Dice.rollModes`, `CONST.DICE_ROLL_MODES`). */
export type LegacyRollMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";

const LEGACY_KEYS: Record<MessageMode, LegacyRollMode> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

/** v13's roll-mode key for a mode (what `applyRollMode` and `toMessage({ rollMode })` take). */
export function legacyRollMode(mode: MessageMode): LegacyRollMode {
  return LEGACY_KEYS[mode];
}

/**
 * Reads a mode key of either generation as a neutral mode: v13's `gmroll` and v14's `gm` are both
 * "gm"; v14's in-character mode `ic` is public (a roll is not speech); anything else is null.
 */
export function toMessageMode(key: unknown): MessageMode | null {
  if (typeof key !== "string") return null;
  if (key === "ic") return "public";
  for (const mode of MESSAGE_MODES) if (key === mode || key === LEGACY_KEYS[mode]) return mode;
  return null;
}

/** The user's current mode (v13 `core.rollMode`, v14 `core.messageMode`), public when unreadable. */
export function defaultMessageMode(): MessageMode {
  // v14: the `core.messageMode` client setting (declared below for the v13 types).
  const stored: unknown = isV14() ? game.settings.get("core", "messageMode") : game.settings.get("core", "rollMode");
  return toMessageMode(stored) ?? "public";
}

/**
 * The mode an options object asks for, by either generation's name: v14 `messageMode`, v13
 * `rollMode` (where "roll" means the user's current mode). Null when it names none.
 */
export function requestedMessageMode(options: object): MessageMode | null {
  const named: unknown = "messageMode" in options ? options.messageMode : "rollMode" in options ? options.rollMode : null;
  if (named === "roll") return defaultMessageMode();
  return toMessageMode(named);
}

/** A mode for a select: its neutral value and its label's localization key. */
export interface MessageModeOption {
  value: MessageMode;
  label: string;
}

/** The label keys of a mode table (`{ key: { label } }` or, in old worlds, `{ key: "label" }`). */
function modeLabels(table: unknown): Map<MessageMode, string> {
  const out = new Map<MessageMode, string>();
  if (typeof table !== "object" || table === null) return out;
  for (const [key, entry] of Object.entries(table)) {
    const mode = key === "ic" ? null : toMessageMode(key);
    if (!mode || out.has(mode)) continue;
    if (typeof entry === "string") out.set(mode, entry);
    else if (typeof entry === "object" && entry !== null && "label" in entry && typeof entry.label === "string")
      out.set(mode, entry.label);
  }
  return out;
}

/**
 * The modes a roll dialog offers, with core's own labels: v13 `CONFIG.Dice.rollModes`, v14
 * `CONFIG.ChatMessage.modes` (without in-character, which is not a way to post a roll).
 */
export function messageModeOptions(): MessageModeOption[] {
  // v14: `CONFIG.ChatMessage.modes` (absent from the v13 types, hence the `in` check).
  const table: unknown = isV14() && "modes" in CONFIG.ChatMessage ? CONFIG.ChatMessage.modes : CONFIG.Dice.rollModes;
  const labels = modeLabels(table);
  return MESSAGE_MODES.filter((mode) => labels.has(mode)).map((mode) => ({ value: mode, label: labels.get(mode) ?? mode }));
}

/** v14: `ChatMessage.applyMode(chatData, mode)`, which replaced `applyRollMode` (not in the v13 types). */
interface ApplyModeStatic {
  applyMode(chatData: ChatMessage.CreateData, mode: MessageMode): ChatMessage.CreateData;
}

function hasApplyMode(cls: object): cls is ApplyModeStatic {
  return "applyMode" in cls && typeof cls.applyMode === "function";
}

/**
 * Sets whisper and blind on message create data for a mode (v13 `ChatMessage.applyRollMode`, v14
 * `ChatMessage.applyMode`); the data is changed in place and returned.
 */
export function applyMessageMode<T extends ChatMessage.CreateData>(data: T, mode: MessageMode): T {
  if (isV14() && hasApplyMode(ChatMessage)) ChatMessage.applyMode(data, mode);
  else ChatMessage.applyRollMode(data, legacyRollMode(mode));
  return data;
}

/** v14: `Roll#toMessage(data, { messageMode })`, which replaced `{ rollMode }` (not in the v13 types). */
interface V14ToMessageOptions {
  messageMode?: MessageMode;
}

export type RollMessageOptions = Roll.ToMessageOptions<true> & V14ToMessageOptions;

/** The options for `Roll#toMessage` that post it with a mode (v13 `{ rollMode }`, v14 `{ messageMode }`). */
export function rollMessageOptions(mode: MessageMode): RollMessageOptions {
  return isV14() ? { messageMode: mode } : { rollMode: legacyRollMode(mode) };
}

/** An HTML element class of this window (HTMLElement, HTMLInputElement, …). */
export type ElementClass<T extends HTMLElement> = abstract new (...args: never[]) => T;

/** v14: `foundry.utils.isElementInstanceOf(element, tagOrClass)` (not in the v13 types). */
interface ElementInstanceOfUtil {
  isElementInstanceOf(element: HTMLElement, cls: ElementClass<HTMLElement>): boolean;
}

function hasElementInstanceOf(utils: object): utils is ElementInstanceOfUtil {
  return "isElementInstanceOf" in utils && typeof utils.isElementInstanceOf === "function";
}

/** The global of that name in the node's own window (a pop-out window has its own element classes). */
function ownWindowGlobal(value: object, name: string): unknown {
  if (!("ownerDocument" in value) || typeof value.ownerDocument !== "object" || value.ownerDocument === null) return null;
  const view: unknown = "defaultView" in value.ownerDocument ? value.ownerDocument.defaultView : null;
  if (typeof view !== "object" || view === null || !(name in view)) return null;
  return Reflect.get(view, name);
}

/**
 * An HTML element of any window: `instanceof HTMLElement` is false for the elements of a detached
 * (pop-out) window, which has its own HTMLElement class.
 */
export function isHTMLElement(value: unknown): value is HTMLElement {
  if (typeof value !== "object" || value === null) return false;
  if (typeof HTMLElement !== "undefined" && value instanceof HTMLElement) return true;
  if (!("nodeType" in value) || value.nodeType !== 1) return false;
  const own = ownWindowGlobal(value, "HTMLElement");
  return typeof own === "function" && value instanceof own;
}

/**
 * An element of the given class (HTMLInputElement, HTMLSelectElement, …) from any window: core's
 * `foundry.utils.isElementInstanceOf` where it exists (v14), else the class of the same name in
 * the element's own window.
 */
export function isElementOf<T extends HTMLElement>(value: unknown, cls: ElementClass<T>): value is T {
  if (!isHTMLElement(value)) return false;
  const utils: unknown = typeof foundry === "undefined" ? null : foundry.utils;
  if (typeof utils === "object" && utils !== null && hasElementInstanceOf(utils)) return utils.isElementInstanceOf(value, cls);
  if (value instanceof cls) return true;
  const own = ownWindowGlobal(value, cls.name);
  return typeof own === "function" && value instanceof own;
}

/** Where a control goes in the chat controls: appended to `parent`, or right after `after`. */
export interface ControlsSlot<E> {
  parent: E;
  after: E | null;
}

/** The part of an element the slot finder reads (a DOM element, or a test stand-in). */
export interface QueryNode<E> {
  querySelector(selectors: string): E | null;
}

/**
 * Where a system button goes among the chat controls (`#chat-controls`, which core moves between
 * the sidebar and the notification area). v13: its `.control-buttons` group (after the roll-privacy
 * buttons); v14: the same group where it exists, else right after the message-mode buttons
 * (`#message-modes`); any other markup: the end of `#chat-controls`. Null without chat controls.
 */
export function chatControlsSlot<E extends QueryNode<E> & { id: string }>(root: QueryNode<E> | E): ControlsSlot<E> | null {
  const controls = "id" in root && root.id === "chat-controls" ? root : root.querySelector("#chat-controls");
  if (!controls) return null;
  const group = controls.querySelector(".control-buttons");
  if (group) return { parent: group, after: null };
  const modes = controls.querySelector("#message-modes, #roll-privacy");
  return { parent: controls, after: modes };
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** v14's client setting for the user's message mode (replaces `core.rollMode`); read only on v14. */
    "core.messageMode": string;
  }

  // fvtt-types keeps its hook registry in this namespace; merging into it needs the same shape.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Hooks {
    interface HookConfig {
      /**
       * v13 and v14: core placed the chat input and its controls (on first render, and when it
       * moves them between the sidebar, the notification area and a pop-out). `elements` maps
       * selectors ("#chat-controls", "#chat-message", …) to the elements. Not in the v13 types.
       */
      renderChatInput: (app: unknown, elements: Partial<Record<string, HTMLElement>>, options: unknown) => void;
    }
  }
}
