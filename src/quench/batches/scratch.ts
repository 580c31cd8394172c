/**
 * The scratch world the Quench batches play in, and what they leave behind: none of it. A scratch
 * scene with two tokens of actors imported from the system's own compendiums (a ready-made knight
 * and a bandit creature), every chat message posted while a batch runs, the combats it starts, and
 * the world settings and world time it changes are recorded here and removed or restored by
 * `clear()`, also when a test fails half-way.
 */
import { isPlayable, type PlayableActor } from "../../documents/guards";
import type { SETTINGS } from "../../play/settings";

/** The compendium entries the batches play with (stable ids, packs/). */
export const SCRATCH_ACTORS = {
  /** Sir Tarvin of Hollowmere: Sword Superb, a Broadsword held ready. */
  attacker: { pack: "harnfudge.pregens", id: "nfS9cAHBFGwHogqk" },
  /** Bandit: Dodge Fair, Sword Fair. */
  defender: { pack: "harnfudge.creatures", id: "Za7ZLtuElR1FJyns" },
} as const;

/** The world settings on or off a batch may switch, restored afterwards. */
type SwitchKey = typeof SETTINGS.autoDamage | typeof SETTINGS.npcDefence | typeof SETTINGS.restClock | typeof SETTINGS.infection;

/** Waits until `check` holds (polling; the GM's client finishes hooks and queued writes on its own time). */
export async function eventually<T>(what: string, check: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`HârnFudge Quench: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One batch's scratch world. */
export class Scratch {
  scene: Scene.Implementation | null = null;
  readonly actors: PlayableActor[] = [];
  readonly tokens: TokenDocument.Stored[] = [];
  readonly combats: string[] = [];
  readonly messages = new Set<string>();
  /** How to put back each world setting the batch switched (the first value it had). */
  private readonly restores = new Map<string, () => Promise<unknown>>();
  worldTime: number | null = null;
  private hook: number | null = null;
  private previousScene: string | null = null;

  /** Starts recording the chat messages posted from now on. */
  begin(): void {
    this.hook = Hooks.on("createChatMessage", (message) => {
      if (message.id) this.messages.add(message.id);
    });
  }

  /** An actor imported from a compendium entry, renamed so the scratch copy is recognised. */
  async importActor(from: { pack: string; id: string }, name: string): Promise<PlayableActor> {
    const pack = game.packs.get(from.pack);
    const entry = pack ? await pack.getDocument(from.id) : null;
    if (!(entry instanceof Actor)) throw new Error(`HârnFudge Quench: ${from.pack} has no actor ${from.id}`);
    const created = await Actor.implementation.create({ ...entry.toObject(), name: `Quench: ${name}`, folder: null });
    if (!isPlayable(created)) throw new Error(`HârnFudge Quench: ${from.pack}.${from.id} is no character or NPC`);
    this.actors.push(created);
    return created;
  }

  /** A scratch scene, viewed (so its tokens are drawn and can be targeted), with a token for each actor. */
  async sceneWith(actors: readonly PlayableActor[]): Promise<TokenDocument.Stored[]> {
    this.previousScene = game.scenes.viewed?.id ?? null;
    const scene = await Scene.implementation.create({ name: "HârnFudge Quench scratch", width: 1000, height: 600 });
    if (!scene) throw new Error("HârnFudge Quench: the scratch scene was not created");
    this.scene = scene;
    const data = await Promise.all(
      actors.map(async (actor, i) => (await actor.getTokenDocument({ x: 200 + 100 * i, y: 200 })).toObject()),
    );
    const tokens = (await scene.createEmbeddedDocuments("Token", data)) ?? [];
    this.tokens.push(...tokens);
    await scene.view();
    return tokens;
  }

  /**
   * The actor of a scratch token: the world actor for a linked token (a ready-made character), the
   * token's own synthetic actor for an unlinked one (a creature), which is what a card targets and
   * what Apply and the end of combat write to.
   */
  tokenActor(index: number): PlayableActor {
    const actor = this.tokens[index]?.actor;
    if (!isPlayable(actor)) throw new Error(`HârnFudge Quench: scratch token ${index} has no character or NPC`);
    return actor;
  }

  /** Switches a world setting on or off for this batch; the old value comes back in `clear()`. */
  async set(key: SwitchKey, value: boolean): Promise<void> {
    if (!this.restores.has(key)) {
      const old = game.settings.get("harnfudge", key);
      this.restores.set(key, () => game.settings.set("harnfudge", key, old));
    }
    await game.settings.set("harnfudge", key, value);
  }

  /** Whether hits are applied by themselves (never, on NPCs, always) for this batch; the old mode comes back in `clear()`. */
  async setAutoApply(mode: "never" | "npcs" | "always"): Promise<void> {
    if (!this.restores.has("autoApplyMode")) {
      const old = game.settings.get("harnfudge", "autoApplyMode");
      this.restores.set("autoApplyMode", () => game.settings.set("harnfudge", "autoApplyMode", old));
    }
    await game.settings.set("harnfudge", "autoApplyMode", mode);
  }

  /** The rest clock's mode for this batch (offer or do it); the old one comes back in `clear()`. */
  async setRestClockMode(mode: "offer" | "auto"): Promise<void> {
    if (!this.restores.has("restClockMode")) {
      const old = game.settings.get("harnfudge", "restClockMode");
      this.restores.set("restClockMode", () => game.settings.set("harnfudge", "restClockMode", old));
    }
    await game.settings.set("harnfudge", "restClockMode", mode);
  }

  /** Everything the batch made, deleted; the settings and the world time as they were. */
  async clear(): Promise<void> {
    if (this.hook !== null) Hooks.off("createChatMessage", this.hook);
    for (const id of this.combats) {
      const combat = game.combats.get(id);
      // Not started first: deleting a started combat would end it for the scratch actors once more.
      if (combat?.started) await combat.update({ round: 0 });
      await combat?.delete();
    }
    const messages = [...this.messages].filter((id) => game.messages.has(id));
    if (messages.length) await ChatMessage.implementation.deleteDocuments(messages);
    for (const actor of this.actors) if (game.actors.has(actor.id ?? "")) await actor.delete();
    if (this.previousScene) await game.scenes.get(this.previousScene)?.view();
    if (this.scene && game.scenes.has(this.scene.id ?? "")) await this.scene.delete();
    for (const restore of this.restores.values()) await restore();
    if (this.worldTime !== null) await game.time.advance(this.worldTime - game.time.worldTime);
  }
}

/** The batches change documents on the designated GM's client: they run only there. */
export function designatedGM(): boolean {
  return game.user.isGM && game.users.activeGM?.isSelf === true;
}
