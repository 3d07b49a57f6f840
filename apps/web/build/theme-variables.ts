import path from 'node:path';
import {
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { importAppModule } from './app-source.ts';

const id = 'virtual:theme-variables.css';
const resolvedId = `\0${id}`;
const themeFile = path.join('src', 'app', 'theme.ts');

/** The variables of `ours` that differ from `defaults` (which Mantine's stylesheet sets). */
function changed(ours: Record<string, string>, defaults: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(ours).filter(([name, value]) => defaults[name] !== value),
  );
}

/**
 * The CSS variables of the app's theme (src/app/theme.ts), as a stylesheet made when the app
 * is built. MantineProvider would otherwise work them out from the theme on every page load
 * (some three hundred colour conversions) and insert them as a 15 KB style element during the
 * first commit, which restyles the whole page; it is told not to (`withCssVariables={false}`).
 * As MantineProvider does, only what differs from Mantine's default variables (in
 * `@mantine/core/styles/default-css-variables.css`, linked before this) is written.
 */
async function themeStylesheet(root: string) {
  const module = await importAppModule<{
    baseTheme: MantineThemeOverride;
    cssVariablesResolver: CSSVariablesResolver;
  }>(root, themeFile);
  const theme = mergeMantineTheme(DEFAULT_THEME, module.baseTheme);
  const merged: ConvertCSSVariablesInput = deepMerge(
    defaultCssVariablesResolver(theme),
    module.cssVariablesResolver(theme),
  );
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables: ConvertCSSVariablesInput = {
    variables: changed(merged.variables, defaults.variables),
    light: changed(merged.light, defaults.light),
    dark: changed(merged.dark, defaults.dark),
  };
  return convertCssVariables(variables);
}

/** Serves `virtual:theme-variables.css`, which `src/app/styles.ts` imports. */
export function themeVariables(): Plugin {
  let root = '';
  return {
    name: 'palisade-theme-variables',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === id ? resolvedId : null),
    async load(loaded) {
      if (loaded !== resolvedId) return null;
      this.addWatchFile(path.join(root, themeFile));
      return themeStylesheet(root);
    },
  };
}
