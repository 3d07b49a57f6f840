// @vitest-environment happy-dom
import { apiBase } from '@palisade/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringApi, apiServer, refuse, reply } from '@/testing/api';
import { aCaptcha, aSession } from '@/testing/fixtures';
import { fieldError, fillIn, press } from '@/testing/forms';
import { renderScreen } from '@/testing/render';

const { asked } = answeringApi();

const captchaAsked = () => asked.filter((path) => path === `${apiBase}/auth/captcha`).length;

/** The sign-in page of a server without captcha or providers, the `answers` first. */
async function open(path?: string, ...answers: Parameters<typeof apiServer.use>) {
  apiServer.use(...answers, reply('captcha', aCaptcha()), reply('oauthProviders', []));
  const page = await renderScreen('page-login', { path });
  await screen.findByRole('heading', { name: 'Welcome back' });
  return page;
}

async function signIn(email = 'owner@example.com', password = 'correct horse') {
  fillIn('E-mail', email);
  fillIn('Password', password);
  await press('Sign in');
}

describe('Sign-in', () => {
  it('asks for the e-mail and password, with the ways to a new account or password', async () => {
    await open('/login?to=/networks/backends');
    expect(screen.getByText('Sign in to manage your protected networks.')).toBeTruthy();
    expect(fieldError('E-mail')).toBe('');
    expect(fieldError('Password')).toBe('');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    // Signing up first still comes back to where the visitor was going.
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?to=%2Fnetworks%2Fbackends',
    );
  });

  it('says what is wrong with the fields, and sends nothing', async () => {
    await open();
    fillIn('E-mail', 'not an address');
    await press('Sign in');
    await waitFor(() => expect(fieldError('E-mail')).toBe('Enter a valid e-mail address.'));
    // An empty field is named as such in the user's language (i18n/zod-locale.ts), not as zod's length.
    expect(fieldError('Password')).toBe('Fill in this field.');
    expect(asked).not.toContain(`${apiBase}/auth/login`);
  });

  it('says when the password is wrong, with a new captcha for the next try', async () => {
    await open(undefined, refuse('login', 401, 'INVALID_CREDENTIALS'));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail or password.');
    await waitFor(() => expect(captchaAsked()).toBe(2));
  });

  it('offers an account not activated yet its activation mail again', async () => {
    await open(
      undefined,
      refuse('login', 403, 'ACCOUNT_NOT_ACTIVATED'),
      reply('resendActivation', { message: 'On its way.' }),
    );
    await signIn('new@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Activate your account first: follow the link we e-mailed you.',
    );
    await press('Send the activation mail again');
    expect(
      await screen.findByText(
        'If the account exists and is not active yet, a new activation mail is on its way.',
      ),
    ).toBeTruthy();
    expect(asked).toContain(`${apiBase}/auth/resend-activation`);
  });

  it('asks for the second factor when the API wants it, then goes where the visitor was going', async () => {
    const { router } = await open(
      '/login?to=/networks/backends',
      refuse('login', 401, 'TWOFA_REQUIRED'),
    );
    await signIn();
    const code = await screen.findByLabelText(/^Authentication code/);
    // The API's request for a code is no error to show.
    expect(screen.queryByRole('alert')).toBeNull();

    apiServer.use(refuse('login', 401, 'TWOFA_INVALID'));
    fireEvent.change(code, { target: { value: '123456' } });
    await press('Sign in');
    expect(await screen.findByText('That code is not valid.')).toBeTruthy();

    apiServer.use(reply('login', aSession()));
    await press('Sign in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/networks/backends'));
  });

  it('waits for the captcha the server asks for before it sends', async () => {
    await open(undefined, reply('captcha', aCaptcha({ required: true })));
    // The proof of work cannot finish here (no secure context): the form stays unsendable.
    expect(await screen.findByText("I'm not a robot")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the refusal of a captcha the API did not accept, and fetches a new one', async () => {
    await open(undefined, refuse('login', 400, 'CAPTCHA_INVALID'));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The captcha was not solved. Try again.',
    );
    await waitFor(() => expect(captchaAsked()).toBe(2));
  });
});
