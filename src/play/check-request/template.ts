/** The check-request cards' templates (the renderers import them without Foundry's Roll class). */
export const CHECK_TEMPLATE = "systems/harnfudge/templates/chat/check-request.hbs";
export const CHECK_LEDGER_TEMPLATE = "systems/harnfudge/templates/chat/check-ledger.hbs";
export const CHECK_DIALOG_TEMPLATE = "systems/harnfudge/templates/dialog/check-request.hbs";
