/**
 * The battlefield around a token as this client sees the scene (battlefield.ts counts from it):
 * the scene's tokens with their dispositions, footprints and whether their actors can fight, and
 * the GM's marks. Also the token an actor stands for on a scene, when a request names only the
 * actor (issue 28: the count reads the target's token whatever the attacker names).
 */
import { fromUuid, actorFromUuid } from "../services/actors";
import { isPlayable } from "../../documents/guards";
import { conditionIdsOf } from "../../rolls/condition-ids";
import { conditionModifiers } from "../../rolls/condition-modifiers";
import { parseEngagementMarks } from "../../rules/engagement-positions";
import type { Battlefield, FieldToken } from "../../rules/battlefield";
import { SETTINGS } from "../settings";

function tokenDoc(uuid: string | null): TokenDocument.Implementation | null {
  const doc = uuid ? fromUuid(uuid) : null;
  return doc instanceof foundry.documents.TokenDocument ? doc : null;
}

/** Foundry's friendly token disposition (rules/battlefield.ts reads the dispositions). */
const FRIENDLY = 1;

function fieldToken(token: TokenDocument.Implementation, gridSize: number): FieldToken | null {
  const actor = token.actor;
  if (!actor || !isPlayable(actor)) return null;
  return {
    uuid: token.uuid,
    actorUuid: actor.uuid,
    name: token.name ?? actor.name,
    // A token a player owns is on the players' side: its disposition is its owner's to change, and
    // turning his own token hostile must not take him out of his enemies' count (issue 28). Who
    // owns an actor only a GM decides.
    disposition: actor.hasPlayerOwner ? FRIENDLY : token.disposition,
    x: token.x,
    y: token.y,
    width: (token.width ?? 1) * gridSize,
    height: (token.height ?? 1) * gridSize,
    canFight: conditionModifiers(conditionIdsOf(actor), "attack").refused === null,
  };
}

/** The scene around a token, or null when it is no token on a scene with an actor of ours. */
export function battlefieldOf(tokenUuid: string | null): Battlefield | null {
  const token = tokenDoc(tokenUuid);
  const scene = token?.parent;
  if (!token || !scene) return null;
  const gridSize = scene.grid.size;
  const fighter = fieldToken(token, gridSize);
  if (!fighter) return null;
  const others: FieldToken[] = [];
  for (const t of scene.tokens) {
    const field = t.uuid === token.uuid ? null : fieldToken(t, gridSize);
    if (field) others.push(field);
  }
  // The GM's marks (a world setting only a GM writes), never the token's flags (issue 28).
  const marks = parseEngagementMarks(game.settings.get("harnfudge", SETTINGS.engagement));
  return { fighter, others, gridSize, marks };
}

/**
 * The token an actor stands for: an unlinked token's own; for a linked actor, its token on the
 * scene of `nearTokenUuid` (the other side's token), else on the active scene, else on the viewed
 * one; null when it has none there.
 */
export function tokenOfActor(actorUuid: string, nearTokenUuid: string | null): string | null {
  const actor = actorFromUuid(actorUuid);
  if (!actor) return null;
  if (actor.token) return actor.token.uuid;
  const scenes = [tokenDoc(nearTokenUuid)?.parent, game.scenes.active, game.scenes.viewed];
  for (const scene of scenes) {
    const token = scene?.tokens.find((t) => t.actorLink && t.actorId === actor.id);
    if (token) return token.uuid;
  }
  return null;
}
