/** Registers the play layer: chat card behaviour and the GM query answering card actions. */
import { registerCardQueries } from "./attack/adapter";
import { registerChat } from "./chat";

export function registerPlay(): void {
  registerCardQueries();
  registerChat();
}
