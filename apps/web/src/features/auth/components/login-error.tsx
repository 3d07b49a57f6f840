import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/forms';
import { useResendActivation } from '../api/resend-activation';
import { authNs } from '../i18n';

/**
 * Why the sign-in failed; for an account not activated yet, a way to have the activation mail
 * sent again (to the address typed, with the form's captcha answers, which it uses up).
 */
export function LoginError({
  error,
  resendTo,
  onCaptchaUsed,
}: {
  error: unknown;
  resendTo: () => { email: string; captcha: string; cfcaptcha: string };
  onCaptchaUsed: () => void;
}) {
  const { t } = useTranslation(authNs);
  const resend = useResendActivation();
  const notActivated = error instanceof ApiError && error.code === 'ACCOUNT_NOT_ACTIVATED';
  return (
    <Alert color="danger" variant="light" role="alert">
      {errorText(error)}
      {notActivated && (
        <Stack gap={4} mt="xs" align="flex-start">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => resend.mutate(resendTo(), { onSettled: onCaptchaUsed })}
          >
            {t('login.resend')}
          </Anchor>
          {resend.isSuccess && <Text size="sm">{t('login.resent')}</Text>}
        </Stack>
      )}
    </Alert>
  );
}
