import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is at least as wide as one of the theme's breakpoints, known at the first
 * render: the shell leaves out what a narrower window does not show (rendering it costs a
 * phone's first render its menus and tooltips), where CSS would only hide it.
 */
export function useFromBreakpoint(breakpoint: MantineBreakpoint) {
  const width = useMantineTheme().breakpoints[breakpoint];
  return useMediaQuery(`(min-width: ${width})`, true, { getInitialValueInEffect: false });
}
