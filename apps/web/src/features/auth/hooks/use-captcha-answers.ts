import { useState } from 'react';
import type { CaptchaValues } from '../components/captcha';

const unsolved: CaptchaValues = { captcha: '', cfcaptcha: '', ready: false };

/**
 * What a form's `Captcha` answered, and its round: every challenge is good for one attempt, so
 * a failed attempt calls `next` for a new one.
 */
export function useCaptchaAnswers() {
  const [values, setValues] = useState(unsolved);
  const [round, setRound] = useState(0);
  return {
    /** The fields the API reads, to spread into the request's body. */
    answers: { captcha: values.captcha, cfcaptcha: values.cfcaptcha },
    ready: values.ready,
    round,
    next: () => setRound((r) => r + 1),
    onChange: setValues,
  };
}
