import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  mergeThemeOverrides,
} from '@mantine/core';

/**
 * The theme's colours (docs/web.md#themes-and-preferences): primary #7367F0, success #28C76F,
 * danger #EA5455, warning #FF9F43, dark #1E1E1E.
 */
const primary: MantineColorsTuple = [
  '#f1f0fe',
  '#e0defc',
  '#c7c2f9',
  '#aea7f6',
  '#9288f3',
  '#8176f2',
  '#7367f0',
  '#655bd3',
  '#574eb6',
  '#4a429a',
];
const success: MantineColorsTuple = [
  '#eaf9f1',
  '#d0f3df',
  '#a9e9c5',
  '#82dfab',
  '#57d38f',
  '#3ecd7d',
  '#28c76f',
  '#23af62',
  '#1e9754',
  '#1a7f47',
];
const danger: MantineColorsTuple = [
  '#fdeeee',
  '#fad9da',
  '#f7bbbb',
  '#f39c9c',
  '#ef7a7a',
  '#ec6566',
  '#ea5455',
  '#c84445',
  '#b24041',
  '#963636',
];
const warning: MantineColorsTuple = [
  '#fff5ec',
  '#ffead6',
  '#ffd9b4',
  '#ffc792',
  '#ffb46c',
  '#ffa956',
  '#ff9f43',
  '#e08c3b',
  '#c27933',
  '#a3662b',
];
// Mantine paints the dark scheme's page with dark[7]: the theme's #1E1E1E.
const dark: MantineColorsTuple = [
  '#d5d5d5',
  '#b8b8b8',
  '#9a9a9a',
  '#7a7a7a',
  '#4f4f4f',
  '#3a3a3a',
  '#2b2b2b',
  '#1e1e1e',
  '#171717',
  '#101010',
];

export const baseTheme = createTheme({
  primaryColor: 'primary',
  // Shade 6 is the theme's colour; filled buttons and links use 7 on light pages so that white
  // and body text keep a 4.5:1 contrast (WCAG AA), which #7367F0 misses on white (4.3:1). Danger's
  // shade 7 is darker than the step from 6 would make it (#ce4a4b is 4.46:1 with white).
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  colors: { primary, success, danger, warning, dark, green: success, red: danger, orange: warning },
  fontFamily:
    'Inter, "Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Breakpoints (docs/web.md#themes-and-preferences): sm 576, md 768, lg 992, xl 1200; xs is
  // below 576.
  breakpoints: { xs: '36em', sm: '36em', md: '48em', lg: '62em', xl: '75em' },
  cursorType: 'pointer',
  // A user who asks the system for less motion gets toasts, dialogs and menus without their
  // fades and slides.
  respectReducedMotion: true,
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});

/**
 * The theme with the close buttons of toasts, dialogs and drawers named in the user's language:
 * they show only an icon, and a button needs a name (axe button-name).
 */
export function themeWithCloseLabel(close: string) {
  const closeButtonProps = { 'aria-label': close };
  return mergeThemeOverrides(baseTheme, {
    components: {
      Notification: { defaultProps: { closeButtonProps } },
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
    },
  });
}

/** Links and secondary text at AA contrast on both page colours. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': primary[7],
    '--mantine-color-dimmed': '#6b7178',
  },
  dark: {
    '--mantine-color-anchor': primary[3],
    '--mantine-color-dimmed': dark[1],
  },
});
