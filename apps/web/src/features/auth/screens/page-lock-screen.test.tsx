// @vitest-environment happy-dom
import { apiBase } from '@palisade/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { answeringApi, apiServer, refuse, reply } from '@/testing/api';
import { aCaptcha, aSession, aUser } from '@/testing/fixtures';
import { fieldError, fillIn, press } from '@/testing/forms';
import { renderScreen } from '@/testing/render';

const { asked } = answeringApi();

/** Locks Ada's session on a server without captcha, the `answers` first. */
async function lock(...answers: Parameters<typeof apiServer.use>) {
  apiServer.use(...answers, reply('captcha', aCaptcha()), reply('logout', { message: 'Bye.' }));
  const page = await renderScreen('page-lock-screen', { user: aUser() });
  await screen.findByRole('heading', { name: 'Your session is locked' });
  return page;
}

describe('Lock screen', () => {
  it('ends the session but remembers who it was', async () => {
    await lock();
    expect(screen.getByText('Enter your password to continue as owner@example.com.')).toBeTruthy();
    expect(screen.getByText('AO')).toBeTruthy();
    expect(screen.getByText('Ada Owner')).toBeTruthy();
    await waitFor(() => expect(asked).toContain(`${apiBase}/auth/logout`));
    const { accessToken, refreshToken, user } = sessionStore.get();
    expect({ accessToken, refreshToken, email: user?.email }).toEqual({
      accessToken: null,
      refreshToken: null,
      email: 'owner@example.com',
    });
  });

  it('sends a browser that remembers nobody to sign in', async () => {
    apiServer.use(reply('captcha', aCaptcha()));
    const { router } = await renderScreen('page-lock-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks for the password, and sends nothing without it', async () => {
    await lock();
    await press('Unlock');
    await waitFor(() => expect(fieldError('Password')).not.toBe(''));
    expect(asked).not.toContain(`${apiBase}/auth/login`);
  });

  it('says when the password is wrong', async () => {
    await lock(refuse('login', 401, 'INVALID_CREDENTIALS'));
    fillIn('Password', 'wrong horse');
    await press('Unlock');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail or password.');
  });

  it('asks for the second factor when the API wants it, says a wrong code at the field, then unlocks', async () => {
    const { router } = await lock(refuse('login', 401, 'TWOFA_REQUIRED'));
    fillIn('Password', 'correct horse');
    await press('Unlock');
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(screen.queryByRole('alert')).toBeNull();
    // A wrong code is said at the field, as on the sign-in page.
    apiServer.use(refuse('login', 401, 'TWOFA_INVALID'));
    fireEvent.change(code, { target: { value: '123456' } });
    await press('Unlock');
    expect(await screen.findByText('That code is not valid.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    apiServer.use(reply('login', aSession()));
    await press('Unlock');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get().accessToken).toBe('access-token');
  });

  it('lets someone else sign in, forgetting who it was', async () => {
    const { router } = await lock();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in as someone else' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get().user).toBeNull();
  });
});
