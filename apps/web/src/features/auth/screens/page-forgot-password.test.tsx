// @vitest-environment happy-dom
import { apiBase } from '@palisade/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringApi, apiServer, refuse, reply } from '@/testing/api';
import { aCaptcha } from '@/testing/fixtures';
import { fieldError, fillIn, press } from '@/testing/forms';
import { renderScreen } from '@/testing/render';

const { asked } = answeringApi();

/** The forgotten-password page of a server without captcha, the `answers` first. */
async function open(...answers: Parameters<typeof apiServer.use>) {
  apiServer.use(...answers, reply('captcha', aCaptcha()));
  await renderScreen('page-forgot-password');
  await screen.findByRole('heading', { name: 'Forgot your password?' });
}

describe('Forgotten password', () => {
  it('asks for the e-mail, with the way back to sign-in', async () => {
    await open();
    expect(
      screen.getByText('Enter your e-mail and we will send you a link to set a new one.'),
    ).toBeTruthy();
    expect(fieldError('E-mail')).toBe('');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('says what is wrong with the address, and sends nothing', async () => {
    await open();
    fillIn('E-mail', 'ada@');
    await press('Send reset link');
    await waitFor(() => expect(fieldError('E-mail')).toBe('Enter a valid e-mail address.'));
    expect(asked).not.toContain(`${apiBase}/auth/forgot-password`);
  });

  it('says the link is on its way, in place of the form', async () => {
    await open(reply('forgotPassword', { message: 'On its way.' }));
    fillIn('E-mail', 'ada@example.com');
    await press('Send reset link');
    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account exists for ada@example.com, a reset link is on its way.',
    );
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  });

  it('shows the refusal of a captcha the API did not accept, and fetches a new one', async () => {
    await open(refuse('forgotPassword', 400, 'CAPTCHA_INVALID'));
    fillIn('E-mail', 'ada@example.com');
    await press('Send reset link');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The captcha was not solved. Try again.',
    );
    await waitFor(() =>
      expect(asked.filter((path) => path === `${apiBase}/auth/captcha`)).toHaveLength(2),
    );
  });

  it('waits for the captcha the server asks for before it sends', async () => {
    await open(reply('captcha', aCaptcha({ required: true })));
    expect(await screen.findByText("I'm not a robot")).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
