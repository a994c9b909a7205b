import type { Plugin } from 'vite';

/** Marks the stylesheets the app applies itself (src/lib/deferred-styles.ts). */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';

/**
 * Makes the built stylesheet stop blocking the first paint (issue 9: a blank page for 13 s on a slow
 * connection): it loads as `media="print"`, so the inline first-paint style of index.html shows the
 * brand bar and the loading state at once, and the app switches it on before React draws anything.
 */
export function deferStyles(): Plugin {
  return {
    name: 'defer-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"([^>]*)>/g,
          `<link rel="stylesheet"$1 media="print" ${DEFERRED_STYLE_ATTRIBUTE}>`,
        ),
    },
  };
}
