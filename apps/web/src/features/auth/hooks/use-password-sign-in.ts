import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { errorText, onSubmitValidated } from '@/lib/forms';
import { useLogin } from '../api/login';
import { useCaptchaAnswers } from './use-captcha-answers';

/**
 * A sign-in with a password, for the login page and the lock screen: the captcha's answers go
 * with it, a refusal asks for a new challenge, the second factor's field shows once the API asks
 * for a code (a wrong code is said at the field), and a signed-in user goes to `destination`.
 */
export function usePasswordSignIn(email: string, destination: () => string) {
  const navigate = useNavigate();
  const login = useLogin();
  const captcha = useCaptchaAnswers();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email, password: '', twofa: '' },
  });
  const submit = onSubmitValidated(
    form,
    () => import('../schemas').then((m) => m.authRoutes.login.body),
    (values) =>
      login.mutate(
        { ...values, ...captcha.answers },
        {
          onSuccess: () => void navigate(destination(), { replace: true }),
          onError: (error) => {
            captcha.next();
            if (error instanceof ApiError && error.code === 'TWOFA_REQUIRED') setNeedsCode(true);
            if (error instanceof ApiError && error.code === 'TWOFA_INVALID')
              form.setFieldError('twofa', errorText(error));
          },
        },
      ),
  );
  return { form, submit, login, captcha, needsCode };
}
