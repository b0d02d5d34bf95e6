import type { Plugin } from 'vite';

/** Vite's module that wraps every dynamic import() of the client build (`__vitePreload(() => import(…), deps)`). */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * What that module becomes: the import, called once the style sheets it lists (a chunk's CSS, such as
 * the PDF viewer's) have loaded. `base` is the build's public base path ("/").
 */
export function plainPreloadHelper(base: string): string {
  return `const sheets = {};
const sheet = (href) => (sheets[href] ??= new Promise((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onload = resolve;
  link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
  document.head.appendChild(link);
}));
export const __vitePreload = (load, deps) => Promise.all((deps || []).map((dep) => sheet(${JSON.stringify(base)} + dep))).then(() => load());
`;
}

/** The files a built chunk asks its dynamic imports to preload (Vite's `__vite__mapDeps` table). */
export function preloadedFiles(code: string): string[] {
  return [...code.matchAll(/m\.f=\[([^\]]*)\]/g)].flatMap((match) => [...match[1]!.matchAll(/"([^"]*)"/g)].map((file) => file[1]!));
}

/**
 * The client build preloads no script for a dynamic import (`modulePreload.resolveDependencies` in
 * vite.config.ts answers []): a lazy chunk fetches its own imports. So Vite's preload helper only
 * ever loads a chunk's CSS and calls the import, yet its code (script preloading, CSP nonces, the
 * vite:preloadError event) cost the first page about 0.7 KB gzip. This plugin puts a helper that does
 * just that in its place, and fails the build if a chunk ever asks to preload anything but a style
 * sheet, which that helper would not do.
 */
export function plainDynamicImports(): Plugin {
  let base = '/';
  return {
    name: 'portico:plain-dynamic-imports',
    apply: 'build',
    // Before Vite's own plugins, which would load their helper.
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === VITE_PRELOAD_HELPER ? plainPreloadHelper(base) : undefined;
    },
    // After every generateBundle (Vite writes the dependency lists there).
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const scripts = preloadedFiles(output.code).filter((file) => !file.endsWith('.css'));
        if (scripts.length > 0) {
          this.error(`${output.fileName} preloads ${scripts.join(', ')}, which the plain helper (scripts/plainDynamicImportsPlugin.ts) would not do`);
        }
      }
    },
  };
}
