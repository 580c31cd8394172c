/**
 * The GM's lasting modifiers window (issue 26, ApplicationV2 + Handlebars): the modifiers in force,
 * and a form to set one — a label, a value, which rolls, poor light or not — for everyone on the
 * scene the GM views or for the tokens the GM has selected; each counts in every roll it applies to
 * until the GM removes it. The form is checked here (rolls/lasting-record.ts), and a refusal says
 * why; each change is the GM's request to the designated GM's client (play/lasting), which checks
 * it again and writes the world setting in its write queue. While open it re-renders when the
 * record, the selection or the scene changes. Loaded on first use (register.ts).
 */
import { SYSTEM_PATH } from "../../rolls/roll";
import { SKILLS } from "../../rules";
import { HandlebarsApp, bringUp, rerenderOn, type AppDefaultOptions, type TemplatePart } from "../dashboard/base";
import { isElementOf } from "../../compat";
import { lastingContext } from "./context";
import { checkLasting } from "../../rolls/lasting-record";
import { lastingRecords } from "../../rolls/lasting-modifiers";
import { askGM, notify } from "../../play/gm/transport";

export const LASTING_TEMPLATE = `${SYSTEM_PATH}/templates/apps/modifiers.hbs`;

const REFRESH_HOOKS = ["updateSetting", "controlToken", "canvasReady", "updateToken", "deleteToken"] as const;

function viewedScene(): Scene.Implementation | null {
  return game.scenes.viewed ?? null;
}

function selectedTokens(): { id: string; name: string }[] {
  const scene = viewedScene();
  return (canvas?.tokens?.controlled ?? []).flatMap((t) =>
    t.document.id && t.document.parent === scene ? [{ id: t.document.id, name: t.document.name ?? "" }] : [],
  );
}

/** Asks the designated GM's client for one change (play/lasting/decide.ts); a refusal is shown. */
async function ask(change: Record<string, unknown>): Promise<void> {
  notify(await askGM("gm", { kind: "lasting", ...change }));
}

/** The form's modifier, or the reason it is refused. */
function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const scene = viewedScene();
  const skill = String(data.get("skill") ?? "");
  const tokens = data.get("for") === "tokens" ? selectedTokens().map((t) => t.id) : null;
  return checkLasting({
    label: String(data.get("label") ?? ""),
    value: Number(data.get("value")),
    rolls: skill ? [`skill.${skill}`] : data.getAll("rolls").map(String),
    dimLight: data.get("dimLight") === "on",
    scene: scene?.id ?? "",
    tokens,
  });
}

export class LastingModifiersApp extends HandlebarsApp {
  static override DEFAULT_OPTIONS: AppDefaultOptions = {
    id: "harnfudge-lasting",
    classes: ["harnfudge", "harnfudge-lasting"],
    window: { title: "HARNFUDGE.Lasting.Title", icon: "fa-solid fa-cloud-moon", resizable: true },
    position: { width: 420, height: "auto" },
    actions: {
      add: LastingModifiersApp.#onAdd,
      remove: LastingModifiersApp.#onRemove,
      clear: LastingModifiersApp.#onClear,
    },
  };

  static override PARTS: Record<string, TemplatePart> = {
    main: { template: LASTING_TEMPLATE },
  };

  #stopRefresh: (() => void) | null = null;

  protected override async _prepareContext(options: Parameters<InstanceType<typeof HandlebarsApp>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const scene = viewedScene();
    const context = lastingContext(
      {
        records: lastingRecords(),
        sceneName: (id) => game.scenes.get(id)?.name ?? null,
        tokenName: (sceneId, tokenId) => game.scenes.get(sceneId)?.tokens.get(tokenId)?.name ?? null,
        scene: scene?.id ? { id: scene.id, name: scene.name } : null,
        selected: selectedTokens(),
        skills: SKILLS.map((s) => ({ key: s.key, label: game.i18n.localize(s.labelKey) })),
      },
      game.i18n,
    );
    return { ...base, ...context };
  }

  protected override async _onFirstRender(...args: Parameters<InstanceType<typeof HandlebarsApp>["_onFirstRender"]>) {
    await super._onFirstRender(...args);
    this.#stopRefresh = rerenderOn(this, REFRESH_HOOKS);
  }

  protected override _onClose(...args: Parameters<InstanceType<typeof HandlebarsApp>["_onClose"]>) {
    super._onClose(...args);
    this.#stopRefresh?.();
    this.#stopRefresh = null;
  }

  static async #onAdd(this: LastingModifiersApp, _event: PointerEvent, target: HTMLElement) {
    const form = target.closest("form");
    if (!isElementOf(form, HTMLFormElement)) return;
    const checked = readForm(form);
    if (!checked.ok) {
      ui.notifications?.warn(game.i18n.localize(checked.reason));
      return;
    }
    await ask({ op: "add", record: checked.record });
  }

  static async #onRemove(this: LastingModifiersApp, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset["id"];
    if (id) await ask({ op: "remove", id });
  }

  static async #onClear(this: LastingModifiersApp) {
    const scene = viewedScene()?.id;
    if (scene) await ask({ op: "clear", scene });
  }
}

let app: LastingModifiersApp | null = null;

/** Opens the window (one per client), or brings it forward and refreshes it. */
export async function showLastingModifiers(): Promise<LastingModifiersApp> {
  app ??= new LastingModifiersApp();
  return bringUp(app);
}
