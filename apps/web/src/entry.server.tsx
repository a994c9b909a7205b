import { Transform } from 'node:stream';
import type { I18n } from '@lingui/core';
import { createReadableStreamFromReadable } from '@react-router/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { ServerRedirectContext } from '@/components/redirect';
import { createRenderI18n } from '@/lib/i18n/locale';
import { InlineStylesContext } from '@/lib/inline-styles';
import { NonceContext } from '@/lib/nonce';
import { RenderTimeZoneProvider } from '@/lib/render-time-zone';
import { renderQueryClient } from '@/lib/route-queries';
import { holdScriptsUntilPainted } from '@/lib/scripts-after-paint.server';
import { RenderTokensProvider } from '@/lib/session';
import styles from '@/styles/index.css?inline';

/** A render still waiting after this long is cut short: what is not in is left for the browser to render. */
export const streamTimeout = 5_000;

/**
 * The request's own values around the page (decision 053): its brand and a Lingui in its language,
 * the tokens its cookies name, the time zone its browser named, the member's query cache (one per
 * request, which the loaders filled), and the nonce. Nothing a render reads is the process's.
 */
function withRequest(context: AppLoadContext, i18n: I18n, page: ReactNode) {
  const client = renderQueryClient(context);
  const zone = { timeZone: context.timeZone };
  return (
    <StrictMode>
      <NonceContext value={context.nonce}>
        <InlineStylesContext value={styles}>
          <AppProviders brand={context.brand} i18n={i18n}>
            <RenderTokensProvider value={context.tokens}>
              <RenderTimeZoneProvider value={zone}>
                {client === null ? page : <QueryClientProvider client={client}>{page}</QueryClientProvider>}
              </RenderTimeZoneProvider>
            </RenderTokensProvider>
          </AppProviders>
        </InlineStylesContext>
      </NonceContext>
    </StrictMode>
  );
}

/**
 * Renders a page's document once all of it is in (React's `onAllReady`): a page is sent whole, so
 * nothing moves as it arrives and no part waits on an inline script (issue 16, CLS), and a page that
 * is not the member's to see (components/redirect.tsx) can still respond with a redirect.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The routes' catalogues registered as their modules loaded: every one is loaded in the page's language.
  const i18n = await createRenderI18n(loadContext.locale);
  const sent: { to?: string } = {};
  const page = (
    <ServerRedirectContext
      value={(to) => {
        sent.to ??= to;
      }}
    >
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
    </ServerRedirectContext>
  );
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(withRequest(loadContext, i18n, page), {
      nonce: loadContext.nonce,
      // Every boundary in place in the HTML: a large one would otherwise be sent hidden and moved in by
      // an inline script, so the page would paint without it and its headings be replaced (issue 16).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (sent.to !== undefined) {
          clearTimeout(timeout);
          abort();
          responseHeaders.set('Location', sent.to);
          resolve(new Response(null, { status: 302, headers: responseHeaders }));
          return;
        }
        // The whole document is in (onAllReady), so it is taken whole, its scripts held until it has
        // painted (lib/scripts-after-paint.server.ts), and sent.
        const chunks: Buffer[] = [];
        const body = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          flush(callback) {
            clearTimeout(timeout);
            timeout = undefined;
            callback(
              null,
              holdScriptsUntilPainted(Buffer.concat(chunks).toString('utf8'), loadContext.nonce),
            );
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
