import Bowser from 'bowser';

export interface ClientDescription {
  /** "Chrome 131", "Safari 17.5"; null when the user agent names no browser we know. */
  readonly browser: string | null;
  /** "Windows 10, desktop", "iOS 17.5, mobile (iPhone)"; null when nothing is known. */
  readonly device: string | null;
}

/** A version to its first two parts: "131.0.0.0" reads "131", "17.5" stays. */
function shortVersion(version: string | undefined): string | null {
  if (!version) return null;
  const [major, minor] = version.split('.');
  return minor && minor !== '0' ? `${major}.${minor}` : (major ?? null);
}

function join(parts: readonly (string | null | undefined)[], separator: string): string | null {
  const present = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return present.length > 0 ? present.join(separator) : null;
}

/**
 * The browser and device of a session, parsed from its user agent with bowser (MIT) when the page
 * asks, so what is stored stays the browser's own words. A user agent is the client's claim, not a
 * proof: it helps a member recognize a session, nothing is decided on it.
 */
export function describeUserAgent(userAgent: string | null): ClientDescription {
  if (userAgent === null || userAgent.trim() === '') return { browser: null, device: null };
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return { browser: null, device: null };
  }
  const browser = join([parsed.browser.name, shortVersion(parsed.browser.version)], ' ');
  const os = join([parsed.os.name, parsed.os.versionName ?? shortVersion(parsed.os.version)], ' ');
  const model = parsed.platform.model ? `(${parsed.platform.model})` : null;
  const kind = join([parsed.platform.type, model], ' ');
  return { browser, device: join([os, kind], ', ') };
}
