/**
 * What the shell hands every remote. Remotes never create their own HTTP client or session:
 * everything that crosses the remote boundary goes through this object.
 */

/** A read-only store, shaped like a nanostores atom (get/subscribe/listen). */
export interface ReadableValue<T> {
  get(): T;
  /** Calls `listener` now and on every change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
  /** Calls `listener` on every later change; returns the unsubscribe function. */
  listen(listener: (value: T) => void): () => void;
}

export interface HostSession {
  /** The bearer token, or null for a visitor. */
  token: ReadableValue<string | null>;
}

export interface HostApi {
  /** GET or POST through the shell's HTTP client; resolves with the envelope's result. */
  request<T = unknown>(path: string, init?: { method?: 'GET' | 'POST'; query?: Record<string, unknown>; body?: Record<string, unknown> }): Promise<T>;
  session: HostSession;
  /** Show a short message (antd-mobile Toast, 2000 ms). */
  toast(message: string): void;
  /** Go to a route of the site, whichever remote owns it. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Open the login dialog when the player is a visitor; true when already logged in. */
  requireLogin(): boolean;
  /** Dark or light; a remote's settings (the mine page) may offer the toggle too. */
  theme: { mode: ReadableValue<'dark' | 'light'>; toggle(): void };
}
