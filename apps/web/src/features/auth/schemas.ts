// The sign-in forms' schemas, imported on their first submit (`onSubmitValidated`): zod and the
// contract's schemas are not part of what a sign-in page loads before it is usable.
export { authRoutes } from '@palisade/contract';
