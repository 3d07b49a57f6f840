import type { ComponentType } from 'react';
import { textsReady } from '../i18n/index';

/**
 * A screen chunk that has not arrived after 120 s counts as failed
 * (docs/web.md#routes-and-screens).
 */
export const chunkTimeoutMs = 120_000;

/** A chunk that failed to load: an error, a missing file or the time-out. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function withTimeout<T>(load: Promise<T>, ms = chunkTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([load, timeout])
    .catch((error: unknown) => {
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError(error instanceof Error ? error.message : String(error));
    })
    .finally(() => clearTimeout(timer));
}

/** A screen module exports its component as `Component` (React Router's lazy convention). */
export type ScreenModule = { Component: ComponentType };

/**
 * Loads a route's chunk and then the texts of the namespaces it registered (in the chosen
 * language), both within the time-out: the route renders with its texts in place.
 */
export const loadChunk = <T>(load: () => Promise<T>): Promise<T> =>
  withTimeout(
    load().then(async (module) => {
      await textsReady();
      return module;
    }),
  );

/** A lazy route property: loads the screen's chunk (and texts) with the time-out. */
export const screen = (load: () => Promise<ScreenModule>) => () =>
  loadChunk(load).then((module) => ({ Component: module.Component }));
