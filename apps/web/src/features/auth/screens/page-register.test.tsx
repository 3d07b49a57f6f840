// @vitest-environment happy-dom
import { apiBase } from '@palisade/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringApi, apiServer, refuse, reply } from '@/testing/api';
import { aCaptcha } from '@/testing/fixtures';
import { fieldError, fillIn, press } from '@/testing/forms';
import { renderScreen } from '@/testing/render';

const { asked } = answeringApi();

/** The sign-up page of a server without captcha, the `answers` first. */
async function open(path?: string, ...answers: Parameters<typeof apiServer.use>) {
  apiServer.use(...answers, reply('captcha', aCaptcha()));
  await renderScreen('page-register', { path });
  await screen.findByRole('heading', { name: 'Create your account' });
}

function fillInAccount(confirm = 'a long passphrase') {
  fillIn('First name', 'Ada');
  fillIn('Last name', 'Owner');
  fillIn('E-mail', 'ada@example.com');
  fillIn('Password', 'a long passphrase');
  fillIn('Repeat password', confirm);
}

describe('Sign-up', () => {
  it('asks for the account’s fields, with the way back to sign-in', async () => {
    await open('/register?to=/networks/backends');
    expect(screen.getByText('Protect your first network in minutes.')).toBeTruthy();
    for (const label of ['First name', 'Last name', 'E-mail', 'Phone (optional)', 'Password'])
      expect(fieldError(label)).toBe('');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?to=%2Fnetworks%2Fbackends',
    );
  });

  it('says what is wrong with each field, and sends nothing', async () => {
    await open();
    fillIn('Phone (optional)', 'call me');
    await press('Create account');
    await waitFor(() => expect(fieldError('First name')).toBe('Please enter your name.'));
    expect(fieldError('Last name')).toBe('Please enter your name.');
    expect(fieldError('E-mail')).toBe('Enter a valid e-mail address.');
    expect(fieldError('Phone (optional)')).toBe('Use digits, spaces and + ( ) . / - only.');
    expect(fieldError('Password')).toBe('Use at least 10 characters.');

    fillInAccount('another passphrase');
    fillIn('Phone (optional)', '');
    await press('Create account');
    await waitFor(() => expect(fieldError('Repeat password')).toBe('The passwords do not match.'));
    expect(fieldError('First name')).toBe('');
    expect(asked).not.toContain(`${apiBase}/auth/register`);
  });

  it('sends the activation mail and says where it went', async () => {
    await open(
      undefined,
      reply('register', { message: 'Check your mail.', email: 'ada@example.com' }),
    );
    fillInAccount();
    await press('Create account');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(
      screen.getByText(
        'We sent an activation link to ada@example.com. Open it to activate your account.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the API’s refusal, with a new captcha for the next try', async () => {
    await open(undefined, refuse('register', 429, 'RATE_LIMITED'));
    fillInAccount();
    await press('Create account');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Wait a moment and try again.',
    );
    await waitFor(() =>
      expect(asked.filter((path) => path === `${apiBase}/auth/captcha`)).toHaveLength(2),
    );
  });

  it('waits for the captcha the server asks for before it sends', async () => {
    await open(undefined, reply('captcha', aCaptcha({ required: true })));
    expect(await screen.findByText("I'm not a robot")).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
