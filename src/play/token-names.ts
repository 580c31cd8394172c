/**
 * Same-named tokens told apart (issue 27, item 5): two "Brigand" tokens on a scene are "Brigand (1)"
 * and "Brigand (2)" on the cards, numbered in the scene's token order, so a table can tell which
 * one was hit; a name no other token on the scene shares stays as it is. Pure: the scene's tokens
 * of that name are passed in (attack/foundry-ports.ts reads them).
 */
export function distinctTokenName(name: string, namesakes: readonly string[], id: string): string {
  const index = namesakes.indexOf(id);
  return namesakes.length <= 1 || index < 0 ? name : `${name} (${index + 1})`;
}
