/** The contest card's template path (the card's renderers import it without Foundry's Roll class). */
export const CONTEST_TEMPLATE = "systems/harnfudge/templates/chat/contest.hbs";
