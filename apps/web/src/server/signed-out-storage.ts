/**
 * The server draws a page as a signed-out visitor sees it: no token, no remembered language. The app
 * reads local and session storage while it renders (the header's sign-in state), and Node has
 * neither, so each is an empty store whose writes go nowhere. Imported before the app's modules.
 */
class EmptyStorage implements Storage {
  readonly length = 0;
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new EmptyStorage() });
}
