import type { Plugin, Rollup } from 'vite';

/**
 * A signed-in page needs the signed-in layout's chunk (the shell, 60 KB compressed) and what
 * it imports, but the browser learns of them only once the entry has loaded and run its router:
 * on a slow line they came one after the other. An inline script in `index.html` asks for them
 * with the entry when the browser holds a session (the stored refresh token that
 * `lib/session.ts` keeps); the login page, which has none, loads only what it needs. The
 * links are made as the bundler's own loader makes them (`crossorigin`), so the chunk's later
 * import finds them in the cache. The stylesheets are linked, not only fetched: the browser
 * parses them while the entry downloads, and the bundler's loader, finding them linked, adds
 * nothing when the router asks for the shell (a script's stylesheet does not hold the first
 * paint).
 */
export function preloadShellWhenSignedIn(layoutModule: string): Plugin {
  return {
    name: 'palisade-preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const layout = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith(layoutModule)),
        );
        if (!entry || !layout)
          throw new Error(`preloadShellWhenSignedIn: no chunk has ${layoutModule}`);
        /**
         * A chunk's file and those of the chunks it imports, with their stylesheets in the
         * order the bundler's loader links them (an imported chunk's before the chunk's own),
         * so the cascade is the same as without this script.
         */
        const closure = (
          chunk: Rollup.OutputChunk,
          scripts = new Set<string>(),
          styles = new Set<string>(),
        ) => {
          if (scripts.has(chunk.fileName)) return { scripts, styles };
          scripts.add(chunk.fileName);
          for (const name of chunk.imports) {
            const imported = bundle[name];
            if (imported?.type === 'chunk') closure(imported, scripts, styles);
          }
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          return { scripts, styles };
        };
        const withEntry = closure(entry);
        const shell = closure(layout);
        const scripts = [...shell.scripts].filter((file) => !withEntry.scripts.has(file));
        const styles = [...shell.styles].filter((file) => !withEntry.styles.has(file));
        const links = [
          ...scripts.map((file) => ['modulepreload', `/${file}`]),
          ...styles.map((file) => ['stylesheet', `/${file}`]),
        ];
        return [
          {
            tag: 'script',
            injectTo: 'head',
            children: `try{if(localStorage.getItem('palisade.refreshToken'))for(const[rel,href]of ${JSON.stringify(links)}){const link=document.createElement('link');link.rel=rel;link.href=href;link.crossOrigin='';document.head.append(link)}}catch{}`,
          },
        ];
      },
    },
  };
}
