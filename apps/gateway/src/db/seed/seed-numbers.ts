/**
 * Deterministic "random" figures for the seed: the same key always gives the same number, so two
 * seed runs write identical rows and tests can rely on them.
 */
export function fractionOf(key: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16_777_619);
  }
  return ((hash >>> 0) % 1000) / 1000;
}

/** Met and remaining of a total, the met part being `fraction` of it, in whole dollars. */
export function splitAmount(totalCents: number, fraction: number) {
  const met = Math.round((totalCents * fraction) / 100) * 100;
  return { met, remaining: totalCents - met };
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
