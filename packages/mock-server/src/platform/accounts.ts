import type { Account, AccountDirectory } from '../identity/accounts';
import { accountByEmail, accountById } from './lookups';
import { verifyPassword } from '#password';
import type { PlatformStore } from './store';
import type { AccountRecord } from './types';

function toAccount(record: AccountRecord): Account {
  return {
    id: record.id,
    email: record.email,
    role: Array.isArray(record.role) ? [...record.role] : record.role,
    isPartial: record.isPartial,
    kind: record.kind,
  };
}

/** The sign-in accounts, as the identity authorities see them. */
export function accountDirectory(store: PlatformStore): AccountDirectory {
  return {
    findById: (id) => {
      const record = accountById(store, id);
      return record ? toAccount(record) : undefined;
    },
    findByEmail: (email) => {
      const record = accountByEmail(store, email);
      return record ? toAccount(record) : undefined;
    },
    verifyPassword: (email, password) => {
      const record = accountByEmail(store, email);
      return record && verifyPassword(password, record.passwordHash)
        ? toAccount(record)
        : undefined;
    },
    listMembers: () => store.state.accounts.filter((a) => a.kind === 'member').map(toAccount),
    createSocialMember: (email) =>
      store.mutate((s) => {
        const existing = accountByEmail(store, email);
        if (existing) return toAccount(existing);
        const record: AccountRecord = {
          id: store.nextId('acct'),
          email: email.trim(),
          role: 'Member',
          isPartial: true,
          kind: 'member',
          passwordHash: null,
        };
        s.accounts.push(record);
        return toAccount(record);
      }),
  };
}
