/**
 * The page's stylesheets, imported dynamically by `main.tsx`: they load without blocking the
 * first paint (the loading overlay, styled inline in index.html), and the app renders once
 * they are in.
 */
import '@mantine/core/styles.css';
import './global.css';
