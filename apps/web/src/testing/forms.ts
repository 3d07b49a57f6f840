import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The field labelled `label` (a required field's label ends in ` *`). */
const field = (label: string) =>
  screen.getByLabelText((text) => text.replace(/ \*$/, '') === label);

/** Types `value` into the field labelled `label`. */
export function fillIn(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** What the form says under the field labelled `label` (its `aria-describedby` error), or ''. */
export function fieldError(label: string): string {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return (error && document.getElementById(error)?.textContent) || '';
}

/**
 * Clicks the button named `name` once it may be pressed: a sign-in form's stays off until the
 * captcha has answered.
 */
export async function press(name: string) {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}
