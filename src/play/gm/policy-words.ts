/**
 * The policy's words for docs/playing.md's "Who is trusted with what" table: what each request
 * kind is called there and how each role reads. The test holds the docs' first two columns to
 * these and to the table in policy.ts; no client loads this file.
 */
import { POLICY, type RequestKind, type Role } from "./policy";

/** How each role reads in the docs' table. */
export const ROLE_WORDS: Record<Role, string> = {
  gm: "a GM",
  attackerSide: "the attacker's side (the card's requester, an owner of the attacker)",
  targetOwner: "an owner of the target",
  rollerOwner: "an owner of the rolling actor",
  sideAOwner: "an owner of side a",
  sideBOwner: "an owner of the observer",
  healerOwner: "an owner of the healer (the patient's owner accepts it, unless it is theirs)",
  patientOwner: "an owner of the patient",
  characterOwner: "an owner of the character",
};

/** What the docs' table calls each request kind. */
export const POLICY_ACTIONS: Record<RequestKind, string> = {
  attack: "post an attack",
  defend: "defend with a skill, or shoot back",
  ignore: "ignore the attack",
  unaware: "unaware; the difficulty of unaware or ignore",
  damage: "roll damage",
  open: "open wound or not",
  apply: "apply",
  reapply: "apply again after an undo",
  applyWhileLucky: "apply while the defender may still use Lucky",
  undo: "undo",
  void: "void a card",
  cardLucky: "Lucky on a card",
  checkLucky: "Lucky on a check or initiative message",
  gmLucky: "Lucky on a roll of a GM's card (healing, gas, strenuous, infection, a side of an opposed action)",
  contestStart: "start an opposed action",
  contestRoll: "roll an observer's side of an opposed action",
  contestSecrecy: "keep an opposed action from the players",
  heal: "treat a patient",
  healGM: "set result, magical healing, rest",
  gmAction:
    "strenuous activity, after the fight, end of session, poisonous gas, engagement marks, rest on the clock, Lucky used at the table, Danger Sense, lasting modifiers",
  raiseAsk: "ask for a raise",
  raiseDecide: "accept or decline a raise",
  healConsent: "accept or decline a treatment of one's character",
  hold: "hold an action, act later",
  woundEdit: "mark or clear a wound, a wound's flags, Dead or the stun marks on the sheet",
  widerModifiers: "a situational modifier beyond ±3 (up to ±10), the wound penalty waived",
  checkAsk: "ask players for a check",
  checkRoll: "roll a check the GM asked for",
};

/** "who may ask" as the docs' table words it. */
export function whoMayAsk(kind: RequestKind): string {
  return POLICY[kind].roles.map((r) => ROLE_WORDS[r]).join("; ");
}
