/**
 * Posting an attack: the attacker's weapon skill is rolled through the shared roll path (dialog
 * with stun / pulled punch / opponents), and one chat message is created holding the roll in
 * `rolls` and the card's state in its flags.
 */
import { rollCheck, warnRulesError } from "../../rolls/api";
import { isWeaponItem } from "../../documents/guards";
import { skillFacts, skillRollLevel } from "../../rolls/traits";
import { writeCounter, weaponMode } from "./adapter";
import { renderAttackCard } from "./card";
import { FLAG_KEY, FLAG_SCOPE, newTarget, type AttackMode, type AttackState, type TargetState } from "./state";

export interface AttackOptions {
  mode?: AttackMode;
  skipDialog?: boolean;
}

/** The user's targeted tokens' actors, or the given ones. */
function currentTargets(): TargetState[] {
  const out: TargetState[] = [];
  for (const token of game.user.targets) {
    const actor = token.actor;
    if (!actor) continue;
    out.push(
      newTarget({
        id: `t${out.length}`,
        actorUuid: actor.uuid,
        tokenUuid: token.document.uuid,
        name: token.document.name ?? actor.name,
        img: token.document.texture.src ?? actor.img ?? "",
      }),
    );
  }
  return out;
}

export async function postAttack(
  actor: Actor.Implementation,
  weapon: Item.Implementation,
  options: AttackOptions = {},
): Promise<ChatMessage.Implementation | null> {
  if (!isWeaponItem(weapon)) return null;
  const mode: AttackMode = options.mode ?? (weapon.system.melee.enabled ? "melee" : "ranged");
  const w = weaponMode(weapon, mode);
  const targets = currentTargets();
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.NoTargets"));
    return null;
  }
  let level: number;
  try {
    level = skillRollLevel(actor, w.skill);
  } catch (error) {
    warnRulesError(error);
    return null;
  }
  const facts = skillFacts(actor, w.skill);
  const outcome = await rollCheck({
    actor,
    kind: "attack",
    traitKey: w.skill,
    label: `${weapon.name} (${facts.label})`,
    level,
    chance: { kind: "attack" },
    showOpponents: true,
    attackOptions: true,
    skipDialog: options.skipDialog ?? false,
    post: false,
  });
  if (!outcome) return null;
  const { roll, settings } = outcome;
  const state: AttackState = {
    v: 1,
    attackerUuid: actor.uuid,
    weaponUuid: weapon.uuid,
    weaponName: weapon.name,
    mode,
    skill: w.skill,
    attack: { level, modifier: roll.modifierTotal, faces: roll.faces },
    options: { stun: settings.stun, pullTo: settings.pullTo, opponents: settings.opponents },
    targets,
  };
  const content = await renderAttackCard(state, "", await roll.render());
  const data: ChatMessage.CreateData = {
    speaker: ChatMessage.getSpeaker({ actor }),
    content,
    rolls: [roll],
    flags: { [FLAG_SCOPE]: { [FLAG_KEY]: state } },
  };
  ChatMessage.applyRollMode(data, settings.rollMode as ChatMessage.PassableRollMode);
  writeCounter.creates += 1;
  return (await ChatMessage.create(data)) ?? null;
}
