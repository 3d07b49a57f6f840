import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSelect } from './language-select';

/** Sign-in and shell pages: no menu, the page centred, the language switch in a corner. */
export function Component() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" pos="relative">
      <Group pos="absolute" top={12} right={12}>
        <LanguageSelect />
      </Group>
      <main>
        <Outlet />
      </main>
    </Box>
  );
}
