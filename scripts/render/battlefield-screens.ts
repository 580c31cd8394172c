/**
 * The screens of issue 26's battlefield: an attack card whose attacker faces three bandits in melee
 * reach at night (the opponents counted from the scene, rules 3.2.1, and the GM's lasting modifier
 * for the scene, both in the breakdown, and the line saying where the count came from); the GM's
 * lasting modifiers window; the Danger Sense card offered when a combat starts and its results
 * (rules 4); an NPC's reaction to a Charismatic character (`/sit reaction`). Each from the system's
 * own steps and builders: createAttack (through attack-warnings.ts's ports), lastingContext,
 * dangerSenseCardContext, checkCardContext.
 */
import type { Battlefield, FieldToken } from "../../src/rules/battlefield";
import { lastingContext } from "../../src/apps/modifiers/context";
import { dangerSenseCardContext } from "../../src/play/danger-sense/card";
import { SKILLS } from "../../src/rules";
import { ATTACKER_TOKEN, TARGET_TOKEN, post } from "./attack-warnings";
import { attackCardHtmlFor } from "./card-viewers";
import { ATTACKER_UUID, TARGET_UUID, rollCard } from "./play-fixtures";
import { SYSTEM_PATH, type Renderer } from "./harness";
import type { PlayScreen } from "./play-screens";

const SQUARE = 100;

function token(uuid: string, actorUuid: string, name: string, x: number, y: number, disposition: number): FieldToken {
  return { uuid, actorUuid, name, disposition, x: x * SQUARE, y: y * SQUARE, width: SQUARE, height: SQUARE, canFight: true };
}

/** Aldric (friendly) at the road's bend, three bandits (hostile) around him, one of them his target. */
function ambush(): Battlefield[] {
  const aldric = token(ATTACKER_TOKEN, ATTACKER_UUID, "Aldric of Tashal", 5, 5, 1);
  const bandits = [
    token(TARGET_TOKEN, TARGET_UUID, "Bandit", 6, 5, -1),
    token("Scene.road.Token.bandit2", "Scene.road.Token.bandit2.Actor.b2", "Bandit", 4, 5, -1),
    token("Scene.road.Token.bandit3", "Scene.road.Token.bandit3.Actor.b3", "Bandit", 5, 4, -1),
  ];
  const field = (fighter: FieldToken): Battlefield => ({
    fighter,
    others: [aldric, ...bandits].filter((t) => t.uuid !== fighter.uuid),
    gridSize: SQUARE,
    marks: {},
  });
  return [field(aldric), ...bandits.map(field)];
}

/** The chat cards (name, html, sender) play-screens.ts frames, and the windows. */
export interface BattlefieldScreens {
  chats: { name: string; html: string; sender: string }[];
  windows: PlayScreen[];
}

export async function battlefieldScreens(r: Renderer): Promise<BattlefieldScreens> {
  const i18n = r.i18n;
  const render = (path: string, context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
  const chat = (name: string, html: string, sender = "Aldric of Tashal") => ({ name, html, sender });
  const fields = ambush();
  const night = { label: "Night", value: -1 };
  // Aldric's sword at the first bandit: −2 for the three who engage him, −1 for the night.
  const bandits = await post(
    {
      round: { combat: "combat-road", round: 1 },
      otherAttackers: [],
      distanceFeet: 5,
      battlefield: (uuid) => fields.find((f) => f.fighter.uuid === uuid) ?? null,
      lasting: [night],
      targetName: "Bandit",
    },
    "sword",
    "melee",
  );
  const offer = {
    combat: "combat-road",
    actors: [
      { uuid: "Actor.aldric", name: "Aldric of Tashal" },
      { uuid: "Actor.hana", name: "Hana" },
    ],
    results: null,
  };
  const results = {
    ...offer,
    results: [
      { uuid: "Actor.aldric", name: "Aldric of Tashal", total: 2, warned: true },
      { uuid: "Actor.hana", name: "Hana", total: -1, warned: false },
    ],
  };
  const lasting = lastingContext(
    {
      records: [
        { id: "m1", label: "Night", value: -1, rolls: ["all"], dimLight: true, scene: "road", tokens: null },
        { id: "m2", label: "Climbing gear", value: 1, rolls: ["skill.climbing"], dimLight: false, scene: "road", tokens: ["t1"] },
        { id: "m3", label: "Mud", value: -1, rolls: ["attack", "defence"], dimLight: false, scene: "ford", tokens: null },
      ],
      sceneName: (id) => ({ road: "Road", ford: "Ford" })[id] ?? null,
      tokenName: () => "Hana",
      scene: { id: "road", name: "Road" },
      selected: [{ id: "t2", name: "Aldric of Tashal" }],
      skills: SKILLS.map((s) => ({ key: s.key, label: i18n.localize(s.labelKey) })),
    },
    i18n,
  );
  const chats = [
    chat("play-attack-bandits", attackCardHtmlFor(r, bandits, "gm")),
    chat(
      "play-reaction",
      render(
        "templates/chat/roll.hbs",
        rollCard(
          i18n,
          {
            kind: "situational",
            label: i18n.format("HARNFUDGE.Situational.ReactionTo", { name: "Aldric of Tashal" }),
            level: 0,
            faces: [1, 0, -1, 1],
            modifiers: [
              { label: "HARNFUDGE.Talent.charismatic", value: 1 },
              { label: "Wary village", value: -1 },
            ],
          },
          { levelWord: "" },
        ),
      ),
      "Gamemaster",
    ),
    chat("play-danger-sense", render("templates/chat/danger-sense.hbs", dangerSenseCardContext(offer, i18n)), "Gamemaster"),
    chat(
      "play-danger-sense-rolled",
      render("templates/chat/danger-sense.hbs", dangerSenseCardContext(results, i18n)),
      "Gamemaster",
    ),
  ];
  const windows: PlayScreen[] = [
    {
      name: "apps-lasting-modifiers",
      frame: "window",
      title: i18n.localize("HARNFUDGE.Lasting.Title"),
      classes: ["harnfudge", "harnfudge-lasting"],
      width: 420,
      html: render("templates/apps/modifiers.hbs", lasting),
    },
  ];
  return { chats, windows };
}
