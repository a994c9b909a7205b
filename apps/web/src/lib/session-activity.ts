type Listener = () => void;

let lastUsedAt = Date.now();
const listeners = new Set<Listener>();

/** A call with the session token succeeded: the gateway counts it as a use (idle timeout). */
export function markSessionUsed(): void {
  lastUsedAt = Date.now();
  for (const listener of listeners) listener();
}

export function getSessionLastUsedAt(): number {
  return lastUsedAt;
}

export function onSessionUsed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
