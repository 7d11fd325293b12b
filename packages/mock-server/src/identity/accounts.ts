import { randomUUID, timingSafeEqual } from 'node:crypto';

/** A person the identity authorities know: a member (patient) or a staff user. */
export interface Account {
  id: string;
  email: string;
  /** The profile `role` claim: a single string for some members, a list for others. */
  role: string | string[];
  /** True for social and other partial profiles whose member data is not complete. */
  isPartial: boolean;
  kind: 'member' | 'staff';
}

/**
 * What the identity authorities need from the platform's people. The platform state
 * implements it; `createInMemoryAccountDirectory` is a small one for tests and demos.
 */
export interface AccountDirectory {
  findById(id: string): Account | undefined;
  findByEmail(email: string): Account | undefined;
  /** The account when the e-mail (case-insensitive) and password match, otherwise undefined. */
  verifyPassword(email: string, password: string): Account | undefined;
  /** Every member (kind 'member'), for the on-behalf-of member picker. */
  listMembers(): Account[];
  /** Creates a member from a social sign-in (isPartial true, no password). */
  createSocialMember(email: string): Account;
}

export interface SeedAccount extends Partial<Omit<Account, 'email'>> {
  email: string;
  /** Omit for accounts that cannot sign in with a password (social members). */
  password?: string;
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function createInMemoryAccountDirectory(
  seed: readonly SeedAccount[] = [],
): AccountDirectory {
  const accounts = new Map<string, Account>();
  const passwords = new Map<string, string>();
  const key = (email: string): string => email.trim().toLowerCase();

  const add = (entry: SeedAccount): Account => {
    const account: Account = {
      id: entry.id ?? randomUUID(),
      email: entry.email,
      role: entry.role ?? 'Member',
      isPartial: entry.isPartial ?? false,
      kind: entry.kind ?? 'member',
    };
    accounts.set(account.id, account);
    if (entry.password !== undefined) passwords.set(account.id, entry.password);
    return account;
  };
  seed.forEach(add);

  const findByEmail = (email: string): Account | undefined =>
    [...accounts.values()].find((account) => key(account.email) === key(email));

  return {
    findById: (id) => accounts.get(id),
    findByEmail,
    verifyPassword(email, password) {
      const account = findByEmail(email);
      const expected = account ? passwords.get(account.id) : undefined;
      return account && expected !== undefined && sameText(expected, password)
        ? account
        : undefined;
    },
    listMembers: () => [...accounts.values()].filter((account) => account.kind === 'member'),
    createSocialMember: (email) =>
      add({ email: email.trim(), role: 'Member', isPartial: true, kind: 'member' }),
  };
}
