import { measurePageSpeed, printPageSpeed } from './page-speed';

/**
 * `npx tsx bench/src/page-speed-cli.ts http://localhost:8080`: the Lighthouse figures alone, against a
 * running gateway that serves the built web app. CHROME_PATH picks the browser, CHROME_PORT its
 * debugging port.
 */
const base = process.argv[2]?.replace(/\/+$/, '');
if (!base) {
  console.error('usage: npx tsx bench/src/page-speed-cli.ts <baseUrl>   e.g. http://localhost:8080');
  process.exit(2);
}
const chromePort = process.env.CHROME_PORT ? Number(process.env.CHROME_PORT) : undefined;
printPageSpeed(await measurePageSpeed(base, chromePort ? { chromePort } : {}));
