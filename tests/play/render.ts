/**
 * The play tests' access to the shared render harness (scripts/render/harness.ts): the real
 * templates with the Foundry helpers' stand-ins and lang/en.json, where a missing key throws.
 */
import { SYSTEM_PATH, createRenderer } from "../../scripts/render/harness";

const renderer = createRenderer();

export const i18n = renderer.i18n;

/** A template by its path in the repository (`templates/chat/roll.hbs`), ready to render a context. */
export function compile(path: string): (context: object) => string {
  return (context) => renderer.render(`${SYSTEM_PATH}/${path}`, context);
}
