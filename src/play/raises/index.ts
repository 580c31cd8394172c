/** The face of raises: what the sheets' ↑ buttons use, and the request card's "your turn" notice. */
export { askRaise, raisesNeedApproval } from "./client";
export { copyAttributeUsage, planRaise, type RaiseTarget } from "./plan";
export { raiseLabel, raiserFacts, targetLabel, writeRaise } from "./write";
export { loadRaisesNotice } from "./load";
