/**
 * A validation error the pre-checks (context/form-problems.ts) did not foresee still reaches the user
 * in their language: the fields the data model rejected, by their localized labels, never the
 * model's raw English message. The sheet then re-renders with the saved values.
 */

/** The localized label of a rejected field ("system.ranged.range" → "Maximum range (ft)"), else its path. */
function fieldLabel(path: string, prefixes: readonly string[]): string {
  const field = path.replace(/^system\./, "");
  for (const prefix of prefixes) {
    const key = `${prefix}.FIELDS.${field}.label`;
    if (game.i18n.has(key)) return game.i18n.localize(key);
  }
  return path;
}

/** "Not saved: … would not be valid." for a data model validation error; null for any other error. */
export function invalidFieldsMessage(error: unknown, prefixes: readonly string[]): string | null {
  if (!(error instanceof foundry.data.validation.DataModelValidationError)) return null;
  const paths = Object.keys(error.getAllFailures() ?? {});
  const fields = paths.length > 0 ? paths.map((p) => fieldLabel(p, prefixes)).join(", ") : "?";
  return game.i18n.format("HARNFUDGE.SheetUI.Form.NotSaved", {
    problems: game.i18n.format("HARNFUDGE.SheetUI.Form.Invalid", { fields }),
  });
}
