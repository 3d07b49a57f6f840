/**
 * Zod compiles object schemas with `new Function` unless its config says `jitless`, and probes
 * for that when the first object schema is built (the contract's, as a chunk loads). The
 * dashboard's Content Security Policy forbids eval, and even the caught probe is reported as a
 * violation. Zod keeps its config on this global and keeps an object already there, so setting
 * it first, before any chunk with zod runs, costs no zod code in the entry.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};
