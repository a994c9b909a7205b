import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage();
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), el: e.element ? e.element.outerHTML.slice(0, 80) : null, size: e.size }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__paint = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__paint.push({ n: e.name, t: Math.round(e.startTime) }); }).observe({ type: 'paint', buffered: true });
  const mo = new MutationObserver((recs) => { for (const r of recs) for (const n of r.removedNodes) if (n.nodeType === 1 && /H1|P|DD/.test(n.nodeName)) (window.__removed ??= []).push({ t: Math.round(performance.now()), n: n.outerHTML.slice(0, 60) }); });
  document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { childList: true, subtree: true }));
});
const url = process.argv[2];
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
console.log(JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, paint: window.__paint, removed: window.__removed ?? [], res: performance.getEntriesByType('resource').filter(r=>r.initiatorType!=='img').map(r => `${r.name.split('/').pop()} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`), nav: (({responseStart,responseEnd,domInteractive,domContentLoadedEventEnd})=>[responseStart,responseEnd,domInteractive,domContentLoadedEventEnd].map(Math.round))(performance.getEntriesByType('navigation')[0]) })), null, 1));
await browser.close();
