import type { Locator } from './test'

/**
 * The inquiry forms judge how long they were open (bots send at once, and are quietly stored
 * as spam): a journey installs the page clock, fills the form, and lets this much time pass
 * before sending, as a person would.
 */
export const SECONDS_A_PERSON_TAKES = '00:08'

/** Picks an option of one of the forms' select boxes, by its label. */
export async function chooseOption(form: Locator, label: string, option: string) {
  await form.getByLabel(new RegExp(`^${label}`)).click()
  await form.page().getByRole('option', { name: option, exact: true }).click()
}
