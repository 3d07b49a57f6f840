import type { UseFormReturnType } from '@mantine/form';
import { schemaResolver } from '@mantine/form';
import type { FormEvent } from 'react';
import { translateMessage } from '../i18n/contract-messages';
// Registers the common namespace for every screen with a form (errors.*, actions.*).
import '../i18n/common';
import { i18n } from '../i18n/index';
import { ApiError } from './api-client';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * Form validation with the contract's own schema (the one the API validates with), its
 * messages shown in the chosen language.
 */
export function contractValidator(schema: Schema | undefined) {
  // Zod's own messages follow the language from the first form on.
  void import('../i18n/zod-locale');
  // A route's body is optional in the route type; a route without one has nothing to check.
  if (!schema) return () => ({});
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown) => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [
        path,
        typeof message === 'string' ? translateMessage(message) : message,
      ]),
    );
  };
}

/**
 * `form.onSubmit` for the sign-in pages: the contract schema (and zod with it) is imported on
 * the first submit, so a sign-in page is usable without them; then the values are checked as
 * `contractValidator` checks them, and `handler` gets them when they pass.
 */
export function onSubmitValidated<Values>(
  form: Pick<UseFormReturnType<Values>, 'getValues' | 'setErrors'>,
  loadSchema: () => Promise<Schema | undefined>,
  handler: (values: Values) => void,
) {
  return (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // Should the schema not arrive, the API checks the values with the same schema.
    const locale = import('../i18n/zod-locale').then((m) => m.zodLocaleReady).catch(() => {});
    void Promise.all([loadSchema().catch(() => undefined), locale]).then(([schema]) => {
      const values = form.getValues();
      const errors = contractValidator(schema)(values);
      form.setErrors(errors);
      if (Object.keys(errors).length === 0) handler(values);
    });
  };
}

/** What to tell the user about a failed call, in their language. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const known = i18n.exists(`errors.${error.code}`, { ns: 'common' });
    // The API's message is more precise for these codes (it names the limit).
    const precise = ['PLAN_LIMIT', 'CONFLICT'].includes(error.code);
    if (precise && i18n.language === 'en') return error.message;
    return known ? i18n.t(`errors.${error.code}`, { ns: 'common' }) : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Whether `values` has the field at a dotted path (`name`, `wake.webhook_url`). */
function hasPath(values: object, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts the API's field errors (VALIDATION_ERROR details, paths like `body.email` or `body.wake.webhook_url`) on the
 * form's fields; returns whether any field took one.
 */
export function applyFieldErrors(
  form: Pick<UseFormReturnType<object>, 'getValues' | 'setFieldError'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.details?.length) return false;
  let applied = false;
  for (const detail of error.details) {
    const field = detail.path.replace(/^body\./, '');
    if (hasPath(form.getValues(), field)) {
      form.setFieldError(field, translateMessage(detail.message));
      applied = true;
    }
  }
  return applied;
}
