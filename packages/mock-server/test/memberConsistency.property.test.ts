import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_EXAMPLES } from '@scanwise/core';
import { restHarness, tokenOf, type RestHarness } from '../src/http/testing';
import { SEEDED_SIGN_INS } from '../src/platform';
import type { PlatformState } from '../src/platform';

// Property: whatever members do, in any order (sign up, social sign-in, mammogram registration,
// profile changes, accepting the terms), every profile has its sign-in account with the same
// e-mail, no two accounts or profiles share an e-mail, and a refused call changes nothing.

const SEEDED = SEEDED_SIGN_INS.map((s) => s.email);
const EMAILS = [
  ...SEEDED,
  'Demo@Example.com',
  'SOCIAL@example.com',
  'new.one@example.com',
  'NEW.ONE@example.com',
  'new.two@example.com',
  'new.three@example.co.uk',
];
const email = fc.constantFrom(...EMAILS);

type Step =
  | { kind: 'join'; email: string }
  | { kind: 'social'; email: string }
  | { kind: 'mammogram'; email: string }
  | { kind: 'patch'; actor: number; body: Record<string, unknown> }
  | { kind: 'terms'; actor: number };

const patchBody = fc.record(
  {
    email,
    id: fc.constantFrom('mbr_demo', 'mbr_roles', 'mbr_x'),
    termsOfService: fc.constantFrom(null, '2026-01-01T00:00:00Z'),
    firstName: fc.constantFrom('Ana', 'Bo'),
    phoneNumber: fc.constantFrom('+12125550100', '+447700900100'),
    optInEmailNotifications: fc.boolean(),
  },
  { requiredKeys: [] },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('join' as const), email }),
  fc.record({ kind: fc.constant('social' as const), email }),
  fc.record({ kind: fc.constant('mammogram' as const), email }),
  fc.record({ kind: fc.constant('patch' as const), actor: fc.nat(), body: patchBody }),
  fc.record({ kind: fc.constant('terms' as const), actor: fc.nat() }),
);

const key = (text: string): string => text.trim().toLowerCase();

function expectConsistent(state: PlatformState): void {
  const accountEmails = state.accounts.map((a) => key(a.email));
  expect(new Set(accountEmails).size, 'account e-mails are unique').toBe(accountEmails.length);
  const memberEmails = state.members.map((m) => key(m.email));
  expect(new Set(memberEmails).size, 'profile e-mails are unique').toBe(memberEmails.length);
  for (const member of state.members) {
    const account = state.accounts.find((a) => a.id === member.id);
    expect(account, `${member.id} has a sign-in account`).toMatchObject({
      kind: 'member',
      email: member.email,
    });
  }
}

/** Runs one step as the platform's clients do; the HTTP status it answered. */
async function run(h: RestHarness, s: Step): Promise<number> {
  const members = h.platform.snapshot().members;
  const actor = (n: number) => members[n % members.length]?.id ?? 'mbr_demo';
  switch (s.kind) {
    case 'join':
      return (
        await h.call('memberCreate', '/members', {
          token: null,
          body: { ...CALL_EXAMPLES.memberCreate.request, email: s.email },
        })
      ).status;
    case 'social':
      h.platform.accounts.createSocialMember(s.email);
      return 200;
    case 'mammogram':
      return (
        await h.call('memberRegisterMammogram', '/members/register/mammogram', {
          token: null,
          body: {
            ...CALL_EXAMPLES.memberRegisterMammogram.request,
            email: s.email,
            slotStart: null,
          },
        })
      ).status;
    case 'patch':
      return (
        await h.call('memberPatch', '/members', { token: tokenOf(actor(s.actor)), body: s.body })
      ).status;
    case 'terms':
      return (
        await h.call('memberTos', '/members/tos', {
          token: tokenOf(actor(s.actor)),
          body: CALL_EXAMPLES.memberTos.request,
        })
      ).status;
  }
}

describe('member calls keep accounts and profiles consistent', () => {
  it('any sequence keeps e-mails unique and each profile equal to its account; refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const h = restHarness();
        expectConsistent(h.platform.snapshot());
        for (const s of steps) {
          const before = h.platform.snapshot();
          const status = await run(h, s);
          const after = h.platform.snapshot();
          expectConsistent(after);
          if (status >= 400) expect(after).toEqual(before);
          if (s.kind === 'patch') {
            // A profile's e-mail, id and terms date never move through PATCH.
            for (const member of before.members) {
              const now = after.members.find((m) => m.id === member.id);
              expect(now?.email).toBe(member.email);
              expect(now?.termsOfService).toBe(member.termsOfService);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
