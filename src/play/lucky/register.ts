/**
 * What a world registers at start for Lucky: the "lucky" request domain (Lucky on a GM card's roll:
 * the rolling character's owner asks too, so it is its own domain; the gm domain is GMs only) and
 * the GM's action "luckyMark", each loaded on first use.
 */
import { registerDomain } from "../gm/registry";
import { registerGmAction } from "../gm/gm-domain";

export function registerLucky(): void {
  registerDomain("lucky", async () => (await import("./foundry")).runGmLucky);
  registerGmAction("luckyMark", async () => (await import("./foundry")).runLuckyMark);
}
