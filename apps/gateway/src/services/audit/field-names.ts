/** Nested objects are named down to this depth ("address.city"); deeper ones by their parent. */
const MAX_DEPTH = 3;
const MAX_FIELDS = 50;

/**
 * The names of the fields a write carried, for the audit row's "what changed": names only, never
 * values, so a password, an e-mail address or a security answer is never copied into the log.
 */
export function changedFieldNames(body: unknown): string[] {
  const names: string[] = [];
  const walk = (value: unknown, prefix: string, depth: number) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      if (prefix) names.push(prefix);
      return;
    }
    const keys = Object.keys(value);
    if (keys.length === 0 || depth >= MAX_DEPTH) {
      if (prefix) names.push(prefix);
      return;
    }
    for (const key of keys) {
      walk((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key, depth + 1);
    }
  };
  walk(body, '', 0);
  return [...new Set(names)].sort().slice(0, MAX_FIELDS);
}
