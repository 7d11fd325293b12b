import { MemberPatchRequestSchema, type CallRequest, type Member } from '@scanwise/core';
import { requireDateOfBirth } from './dateOfBirth';
import { takeCode } from './emailCodes';
import { badInput, conflict } from './errors';
import { accountByEmail, memberRecord } from './lookups';
import { hashPassword } from '#password';
import type { PlatformStore } from './store';
import type { AccountRecord } from './types';

/** The fields PATCH /members may change: the keys of its request schema in the catalogue. */
const EDITABLE_FIELDS: ReadonlySet<string> = new Set(Object.keys(MemberPatchRequestSchema.schema));

/** Why a read-only field cannot change through PATCH /members (the default for the others). */
const READ_ONLY_REASONS: Readonly<Record<string, string>> = {
  email: 'The e-mail address is the sign-in and cannot be changed here',
  id: 'The member id cannot be changed',
  termsOfService: 'The terms are accepted through PUT /members/tos',
  country: 'The country is fixed at sign-up',
};

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The part of a patch that changes editable fields. A read-only profile field is accepted only
 * when it repeats the current value (a client sending the profile back); any other change of
 * one, and any field the profile does not have, is refused with 400 and its path.
 */
function editableFieldsOf(member: Member, body: Record<string, unknown>): Record<string, unknown> {
  const editable: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (EDITABLE_FIELDS.has(field)) editable[field] = value;
    else if (!Object.hasOwn(member, field))
      throw badInput([field], 'Members have no such field', 'unknown_field');
    else if (!sameValue(member[field as keyof Member], value)) {
      const reason = READ_ONLY_REASONS[field] ?? 'This field cannot be changed by the member';
      throw badInput([field], reason, 'read_only_field');
    }
  }
  return editable;
}

/** The member's profile: sign-up, reading and changing it, terms, UTM and initial setup. */
export function memberOperations(store: PlatformStore) {
  return {
    getMember: (userId: string): Member => structuredClone(memberRecord(store, userId)),

    createMember(body: CallRequest<'memberCreate'>): Member {
      requireDateOfBirth(store, body.dob);
      return store.mutate((s) => {
        const existing = accountByEmail(store, body.email);
        if (
          existing &&
          (existing.kind === 'staff' || s.members.some((m) => m.id === existing.id))
        ) {
          throw conflict('email_taken', 'An account with this e-mail already exists');
        }
        if (body.offerCode != null && !s.offers.some((o) => o.code === body.offerCode)) {
          throw badInput(['offerCode'], `Unknown offer '${body.offerCode}'`, 'unknown_reference');
        }
        // A social (partial) account with the same e-mail becomes a full member.
        const record: AccountRecord = existing ?? {
          id: store.nextId('mbr'),
          email: body.email.trim(),
          role: 'Member',
          isPartial: false,
          kind: 'member',
          passwordHash: null,
        };
        record.isPartial = false;
        record.passwordHash = hashPassword(body.password);
        if (!existing) s.accounts.push(record);
        const member: Member = {
          id: record.id,
          email: record.email,
          phoneNumber: body.phoneNumber,
          termsOfService: null,
          firstName: body.firstName,
          lastName: body.lastName,
          dob: body.dob,
          sex: body.sex,
          address: null,
          country: body.country,
          locale: body.locale ?? (body.country === 'GB' ? 'en-gb' : 'en-us'),
          timeZone: body.timeZone,
          optInEmailNotifications: body.optInEmailNotifications,
          optInPhoneNotifications: body.optInPhoneNotifications,
          utm: body.utm ?? null,
          partnerId: null,
          offerCode: body.offerCode ?? null,
          offerType:
            body.offerType ?? s.offers.find((o) => o.code === body.offerCode)?.type ?? null,
          created: store.nowIso(),
        };
        s.members.push(member);
        return structuredClone(member);
      });
    },

    /**
     * Changes the fields the member may edit; any other field is refused with its path (see
     * editableFieldsOf), so the profile's e-mail always stays its sign-in account's.
     */
    patchMember(userId: string, body: CallRequest<'memberPatch'>): Member {
      return store.mutate(() => {
        const member = memberRecord(store, userId);
        Object.assign(member, structuredClone(editableFieldsOf(member, body)));
        return structuredClone(member);
      });
    },

    acceptTerms(userId: string, _body: CallRequest<'memberTos'>): Member {
      return store.mutate(() => {
        const member = memberRecord(store, userId);
        member.termsOfService = store.nowIso();
        return structuredClone(member);
      });
    },

    setUtm(userId: string, body: CallRequest<'memberUtm'>): void {
      store.mutate(() => {
        memberRecord(store, userId).utm = structuredClone(body);
      });
    },

    initialSetup(body: CallRequest<'initialSetup'>): void {
      store.mutate((s) => {
        if (!body.legal)
          throw badInput(['legal'], 'The terms must be accepted', 'terms_not_accepted');
        const record = accountByEmail(store, body.email);
        const member = record ? s.members.find((m) => m.id === record.id) : undefined;
        if (
          !record ||
          !member ||
          !takeCode(store, body.email, body.passwordResetToken, ['initial-setup', 'reset-password'])
        ) {
          throw badInput(
            ['passwordResetToken'],
            'The link is invalid or has expired',
            'invalid_token',
          );
        }
        if (body.newPassword != null) record.passwordHash = hashPassword(body.newPassword);
        else if (!record.passwordHash)
          throw badInput(['newPassword'], 'A password must be set', 'password_required');
        member.termsOfService = store.nowIso();
        member.timeZone = body.timeZone;
        member.optInEmailNotifications = body.optInEmailNotifications;
        member.optInPhoneNotifications = body.optInPhoneNotifications;
      });
    },
  };
}
