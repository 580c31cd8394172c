/**
 * A sheet's form submission, checked before it is written: problems the pre-checks find
 * (context/form-problems.ts) and validation errors they did not foresee (form-errors.ts) are
 * reported in the user's language, the sheet re-renders with the saved values and nothing is
 * written (an empty update).
 */
import { formProblemsMessage, type FormProblem } from "../context/form-problems";
import { foundryI18n } from "../foundry-i18n";
import { invalidFieldsMessage } from "../form-errors";

/**
 * `submit` is the sheet's own (core's) preparation of the update; `labelScopes` are the
 * localization prefixes the rejected fields' labels are looked up under.
 */
export function checkedSubmit(
  sheet: { render(): Promise<unknown> },
  problems: readonly FormProblem[],
  labelScopes: readonly string[],
  submit: () => object,
): object {
  if (problems.length > 0) {
    ui.notifications?.warn(formProblemsMessage(problems, foundryI18n()));
    void sheet.render();
    return {};
  }
  try {
    return submit();
  } catch (error) {
    const message = invalidFieldsMessage(error, labelScopes);
    if (!message) throw error;
    ui.notifications?.warn(message);
    void sheet.render();
    return {};
  }
}
