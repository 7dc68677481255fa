import { useRef } from 'react';

/** A fresh Idempotency-Key (a UUID where the browser has one). */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One Idempotency-Key per request body: a double click or a retry of the same request reuses it (the
 * server answers the first response again); another body, or `done()` after a success, gets a new one.
 */
export function useIdempotencyKey(): { keyFor: (body: unknown) => string; done: () => void } {
  const current = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor: (body) => {
      const text = JSON.stringify(body);
      if (current.current?.body !== text) current.current = { body: text, key: newIdempotencyKey() };
      return current.current.key;
    },
    done: () => {
      current.current = null;
    },
  };
}
