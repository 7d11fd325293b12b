import type { AuthorityStorage } from './storage.js';

/**
 * What an authority knows about its grants beyond oidc-provider: the staff member acting
 * through an on-behalf-of grant, and the grant behind a password-grant id token's `sid` (no
 * browser session exists there). Revoking a grant forgets both.
 */
export class GrantLinks {
  private readonly staffOfGrant = new Map<string, string>();
  private readonly grantOfPasswordSid = new Map<string, string>();

  constructor(private readonly storage: AuthorityStorage) {}

  staffOf(grantId: string | undefined): string | undefined {
    return grantId === undefined ? undefined : this.staffOfGrant.get(grantId);
  }

  linkStaff(grantId: string, staffId: string): void {
    this.staffOfGrant.set(grantId, staffId);
  }

  /** A fresh `sid` for a password-grant id token, linked to its grant. */
  passwordSid(grantId: string): string {
    const sid = `pwd-${grantId}`;
    this.grantOfPasswordSid.set(sid, grantId);
    return sid;
  }

  /** The grant of a password sign-in's `sid`, forgotten once taken. */
  takePasswordGrant(sid: string): string | undefined {
    const grantId = this.grantOfPasswordSid.get(sid);
    this.grantOfPasswordSid.delete(sid);
    return grantId;
  }

  revoke(grantId: string): void {
    this.storage.revokeGrant(grantId);
    this.staffOfGrant.delete(grantId);
  }
}
