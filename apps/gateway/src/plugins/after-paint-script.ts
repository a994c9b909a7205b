import { createHash } from 'node:crypto';

/**
 * The one inline script, on the pages the gateway server-renders (issue 16): it starts the app's scripts once
 * the page has painted. Their fetches wait too: Lighthouse counts every script that arrived before
 * the largest paint as needed for it, and a script fetched with the page arrived before it in about
 * half the runs (simulated LCP 1.9–2.0 s instead of 0.7 s). A hidden page, which paints no frame,
 * starts them at once. Allowed by its hash in the CSP, so no other inline script runs.
 *
 * The entry and its imports go first, in one task; then the page's route chunks (`data-route`,
 * route-preloads.ts), eight to a task: each fetch costs its start on the main thread, and a server-rendered
 * member page has some forty of them (30 ms in one task on a loaded machine, issue 16's TBT).
 */
export const AFTER_PAINT_SCRIPT =
  '(()=>{const on=l=>{l.rel="modulepreload"};const go=()=>{' +
  'document.querySelectorAll("link[data-after-paint]:not([data-route])").forEach(on);' +
  'const s=document.createElement("script");s.type="module";s.crossOrigin="";' +
  's.src=document.querySelector("link[data-entry]").href;document.head.append(s);' +
  'const r=[...document.querySelectorAll("link[data-after-paint][data-route]")];' +
  'const next=()=>{r.splice(0,8).forEach(on);if(r.length)setTimeout(next)};setTimeout(next)};' +
  'document.hidden?go():requestAnimationFrame(()=>setTimeout(go))})()';

export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;
