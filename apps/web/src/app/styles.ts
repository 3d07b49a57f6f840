/**
 * The page-wide stylesheets, first in the entry's stylesheet. Each Mantine component's own
 * stylesheet comes with the chunk that has the component (vite.config.ts).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import 'virtual:theme-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
