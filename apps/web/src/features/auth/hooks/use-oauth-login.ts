import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/forms';
import { type OauthLoginInput, useLoginOauth } from '../api/login-oauth';
import { isCodeRequest } from '../components/oauth-code-form';
import { takeOidcReturn } from '../oidc';
import { afterLogin } from '../return-path';

/**
 * Sign-in through a provider, back on the login page: the provider's answer in the fragment
 * (read once, then dropped), then the account's 2FA code when the API asks for one.
 */
export function useOauthLogin() {
  const navigate = useNavigate();
  const oauth = useLoginOauth();
  const [problem, setProblem] = useState<string | null>(null);
  // The provider's answer, kept while the API asks for the account's 2FA code.
  const [pending, setPending] = useState<(OauthLoginInput & { to: string | null }) | null>(null);
  const signIn = (input: OauthLoginInput, to: string | null) =>
    oauth.mutate(input, {
      onSuccess: () => void navigate(afterLogin(to), { replace: true }),
      onError: (error) => {
        if (isCodeRequest(error)) setPending({ ...input, to });
      },
    });

  const onArrival = useEffectEvent(() => {
    const back = takeOidcReturn(window.location.hash);
    if (back.kind === 'none') return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (back.kind === 'error') {
      setProblem(back.message);
      return;
    }
    signIn({ email: back.email, token: back.token, sub: back.sub, type: back.type }, back.to);
  });
  useEffect(() => onArrival(), []);

  return {
    /** Why the provider's sign-in failed, or null. */
    problem: problem ?? (oauth.error ? errorText(oauth.error) : null),
    /** The API asked for the account's 2FA code. */
    needsCode: pending !== null,
    error: oauth.error,
    isPending: oauth.isPending,
    /** Signs in again with the provider's answer and the code. */
    enterCode: (twofa: string) => {
      if (!pending) return;
      const { to, ...input } = pending;
      signIn({ ...input, twofa }, to);
    },
  };
}
