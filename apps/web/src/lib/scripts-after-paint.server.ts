/**
 * The page's scripts asked for once it has painted (issue 37, decision 053 "After the first paint"):
 * React Router's `<Scripts>` writes `modulepreload` links and an inline module script that the browser
 * fetches while it parses the document, and Lighthouse's simulation counts every script that finished
 * loading before the observed largest paint as holding that paint up, then simulates its download on a
 * slow phone link: LCP 1.3–2.1 s instead of 0.8–1.0 s on the runs where the scripts won the race
 * (docs/performance.md, "The framework build's LCP"). React Router has no option for it, so the
 * server's entry renames the two in the finished document, and a small script of the page gives them
 * their names back once the page has painted its content: the links eight to a task (each fetch's start costs the main
 * thread, issue 16's TBT), then the module script, which imports the entry that hydrates. A hidden page,
 * which paints nothing, starts them at once. Before React hydrates, the document is the one
 * `<Scripts>` rendered, so React finds each element where it expects it.
 */

/** What the links and the module script are called until the page has painted: names no browser acts on. */
export const LINK_AFTER_PAINT = 'modulepreload-after-paint';
export const SCRIPT_AFTER_PAINT = 'module-after-paint';

/**
 * The starter, run where it stands: it takes itself out first, so React never meets it. It waits for the
 * browser's own report of the first contentful paint (a `paint` PerformanceObserver, buffered): a frame
 * (`requestAnimationFrame`) can run before Chrome paints, and then the scripts raced the paint again
 * (the member-first-paint journeys saw it). A browser without paint timing waits for a frame.
 */
export const AFTER_PAINT_STARTER =
  '(()=>{document.currentScript.remove();' +
  `const links=[...document.querySelectorAll('link[rel="${LINK_AFTER_PAINT}"]')];` +
  `const held=document.querySelector('script[type="${SCRIPT_AFTER_PAINT}"]');` +
  'const next=()=>{for(const link of links.splice(0,8))link.rel="modulepreload";' +
  'if(links.length>0){setTimeout(next);return}if(held===null)return;' +
  'const script=document.createElement("script");script.type="module";script.async=true;' +
  'script.nonce=held.nonce;script.textContent=held.textContent;held.replaceWith(script)};' +
  'if(document.hidden){next();return}' +
  'if(!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")){requestAnimationFrame(()=>setTimeout(next));return}' +
  'const seen=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length===0)return;' +
  'seen.disconnect();setTimeout(next)});seen.observe({type:"paint",buffered:true})})()';

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"/g;

/** The rendered document with its scripts held until after the first paint, and the starter that frees them. */
export function holdScriptsUntilPainted(html: string, nonce: string | undefined): string {
  const held = html
    .replace(MODULE_PRELOAD, `<link rel="${LINK_AFTER_PAINT}"`)
    .replace(MODULE_SCRIPT, `$1 type="${SCRIPT_AFTER_PAINT}"`);
  if (held === html) return html;
  const starter = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${AFTER_PAINT_STARTER}</script>`;
  const end = held.lastIndexOf('</body>');
  return end === -1 ? held + starter : `${held.slice(0, end)}${starter}${held.slice(end)}`;
}
