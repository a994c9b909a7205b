/**
 * The browser's local and session storage, for the server's renders. The app reads them while it
 * renders (the session token, the remembered language), and Node has neither: each is a store the
 * renderer fills with what the page is drawn for (nothing for a signed-out visitor; the session's
 * entries for a member's page) and empties after. Renders run one at a time (render-queue.ts), so a
 * render sees only its own entries. Imported before the app's modules.
 */
class ServerStorage implements Storage {
  readonly #entries = new Map<string, string>();
  get length(): number {
    return this.#entries.size;
  }
  clear(): void {
    this.#entries.clear();
  }
  getItem(key: string): string | null {
    return this.#entries.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#entries.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#entries.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#entries.set(key, String(value));
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new ServerStorage() });
}

/** Runs `render` with local storage holding `entries` only, and empties it after. */
export async function withLocalStorage<T>(
  entries: ReadonlyArray<readonly [string, string]>,
  render: () => Promise<T>,
): Promise<T> {
  localStorage.clear();
  for (const [key, value] of entries) localStorage.setItem(key, value);
  try {
    return await render();
  } finally {
    localStorage.clear();
    sessionStorage.clear();
  }
}
