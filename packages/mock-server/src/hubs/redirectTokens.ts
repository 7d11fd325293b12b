import { randomId } from './http';

/**
 * The short-lived access tokens that a negotiate redirect hands out (as Azure SignalR Service
 * does): the hub's internal path accepts only these.
 */
export class RedirectTokens {
  private readonly tokens = new Map<string, { userId: string; expiresAt: number }>();

  constructor(private readonly ttlMs: number) {}

  issue(userId: string): string {
    const token = randomId(24);
    this.tokens.set(token, { userId, expiresAt: Date.now() + this.ttlMs });
    return token;
  }

  /** The user a live token was issued to; null when unknown or expired. */
  userOf(token: string): string | null {
    const entry = this.tokens.get(token);
    return entry && entry.expiresAt > Date.now() ? entry.userId : null;
  }

  dropExpired(now: number): void {
    for (const [token, entry] of this.tokens) {
      if (entry.expiresAt <= now) this.tokens.delete(token);
    }
  }
}
