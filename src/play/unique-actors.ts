/**
 * The actors of the selected tokens, each once (two tokens of one actor are one character), in
 * selection order: what `/afterfight` works on. Pure; kept apart from commands.ts (loaded at start)
 * since only a command's code, loaded on first use, needs it.
 */
export function uniqueActors<A extends { uuid: string }>(tokens: readonly { actor: A | null }[]): A[] {
  const seen = new Map<string, A>();
  for (const token of tokens) if (token.actor && !seen.has(token.actor.uuid)) seen.set(token.actor.uuid, token.actor);
  return [...seen.values()];
}
