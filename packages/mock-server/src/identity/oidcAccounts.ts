import type { Account as OidcAccount, KoaContextWithOIDC } from 'oidc-provider';
import type { Account, AccountDirectory } from './accounts.js';
import type { GrantLinks } from './grantLinks.js';

/** The `act` claim of an on-behalf-of grant: the staff member acting for the member. */
export type StaffClaim = { act?: { sub: string; email?: string } };

export interface OidcAccounts {
  staffClaim(grantId: string | undefined): StaffClaim;
  /** The account as oidc-provider reads its claims (sub, email, role, IsPartial, act). */
  toOidcAccount(ctx: KoaContextWithOIDC | undefined, account: Account): OidcAccount;
}

export function createOidcAccounts(accounts: AccountDirectory, grants: GrantLinks): OidcAccounts {
  const staffClaim = (grantId: string | undefined): StaffClaim => {
    const staffId = grants.staffOf(grantId);
    if (staffId === undefined) return {};
    const staff = accounts.findById(staffId);
    return { act: { sub: staffId, ...(staff ? { email: staff.email } : {}) } };
  };
  return {
    staffClaim,
    toOidcAccount: (ctx, account) => ({
      accountId: account.id,
      claims: () => ({
        sub: account.id,
        email: account.email,
        role: account.role,
        IsPartial: account.isPartial,
        ...staffClaim(ctx?.oidc.entities.Grant?.jti),
      }),
    }),
  };
}
