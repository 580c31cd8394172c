/**
 * Why a roll's choices are refused (choices.ts decides; gm/policy.ts lists every refusal): kept
 * apart so the policy, which every client loads at start, does not pull the choices' code with it.
 */
export const CHOICE_REASONS = {
  badRequest: "HARNFUDGE.Notify.BadRequest",
  situational: "HARNFUDGE.Notify.SituationalTooLarge",
  woundsGMOnly: "HARNFUDGE.Notify.WoundPenaltyGMOnly",
  opponents: "HARNFUDGE.Notify.OpponentsOutOfRange",
  opponentsGMOnly: "HARNFUDGE.Notify.OpponentsGMOnly",
  talent: "HARNFUDGE.Notify.TalentNotOwned",
} as const;
