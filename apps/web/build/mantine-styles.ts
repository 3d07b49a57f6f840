import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Each Mantine component brings its own stylesheet (`@mantine/core/styles/<Name>.css`) into the
 * chunk that has the component, instead of one stylesheet with every component in it.
 */
export function mantineStylesPerComponent(): Plugin {
  const componentClasses = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  const stylesDir = path.dirname(
    createRequire(import.meta.url).resolve('@mantine/core/styles.css'),
  );
  return {
    name: 'palisade-mantine-styles-per-component',
    // The dev server serves Mantine pre-bundled, past this plugin: there it links the whole
    // stylesheet instead.
    transformIndexHtml: {
      handler: (_html, { server }) =>
        server
          ? [
              {
                tag: 'link',
                attrs: { rel: 'stylesheet', href: `/@fs${path.join(stylesDir, 'styles.css')}` },
                injectTo: 'head' as const,
              },
            ]
          : [],
    },
    transform(code, id) {
      const name = componentClasses.exec(id)?.[1];
      if (!name || !existsSync(path.join(stylesDir, 'styles', `${name}.css`))) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
