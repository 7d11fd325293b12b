import type { SignedInUser, SignInKind } from '@scanwise/core';
import { FakeIdentity, type FakeIdentityOptions } from '@scanwise/core/testing';
import type { Platform } from '@scanwise/mock-server/in-process';

const KINDS: readonly SignInKind[] = ['R', 'G', 'O'];

/**
 * The fake identity provider of `@scanwise/core/testing` whose password accounts are the
 * platform's own (as the members authority's are): a sign-in checks the e-mail and password
 * against the platform's account directory and signs in with the account's id as `sub`. The
 * platform's token check asks it which tokens it issued (`verifyAccessToken`).
 */
export class PlatformIdentity extends FakeIdentity {
  constructor(
    private readonly platform: Platform,
    options: FakeIdentityOptions,
  ) {
    super(options);
  }

  override signInWithPassword(username: string, password: string): Promise<SignedInUser | null> {
    const account = this.platform.accounts.verifyPassword(username, password);
    if (!account) {
      // Not an account the platform knows with this password: the provider's own refusal.
      return super.signInWithPassword(`unknown:${username}`, password);
    }
    this.addAccount({
      username,
      password,
      profile: { sub: account.id, email: account.email, role: account.role },
    });
    return super.signInWithPassword(username, password);
  }

  /** The subject of a token this provider issued and still holds; null for any other. */
  async verifyAccessToken(token: string): Promise<{ sub: string } | null> {
    for (const kind of KINDS) {
      const user = await this.getUser(kind);
      if (user && user.accessToken === token) return { sub: user.profile.sub };
    }
    return null;
  }
}
