/** A catalogue imported with `?lingui`: compiled to Lingui's message format by @lingui/vite-plugin. */
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
