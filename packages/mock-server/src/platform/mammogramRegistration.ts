import type { CallRequest, Encounter, Member } from '@scanwise/core';
import { reserve } from './appointments';
import { issueCode, sendMail } from './emailCodes';
import { touchEncounter } from './encounters';
import { requireDateOfBirth } from './dateOfBirth';
import { badInput, conflict } from './errors';
import { accountByEmail, centerById, planById } from './lookups';
import { publicOf, type Owned } from './records';
import type { PlatformStore } from './store';
import { addTask } from './tasks';

/**
 * Registration for a mammogram without an account: a member, an encounter ready to schedule
 * (booked at once when a slot is given), its tasks, and an e-mail with the initial-setup code.
 */
export function mammogramRegistrationOperations(store: PlatformStore) {
  return {
    registerMammogram(body: CallRequest<'memberRegisterMammogram'>) {
      requireDateOfBirth(store, body.dob);
      return store.mutate((s) => {
        const center = centerById(store, body.centerId, ['centerId']);
        const plan =
          body.packageId != null
            ? planById(store, body.packageId, ['packageId'])
            : s.plans.find((p) => p.kind === 'MAMMOGRAPHY' && p.country === center.country);
        if (!plan || plan.kind !== 'MAMMOGRAPHY') {
          throw badInput(['packageId'], 'Not a mammography package', 'unknown_reference');
        }
        if (accountByEmail(store, body.email)) {
          throw conflict(
            'email_taken',
            'An account with this e-mail already exists: sign in to book',
          );
        }
        const id = store.nextId('mbr');
        s.accounts.push({
          id,
          email: body.email.trim(),
          role: 'Member',
          isPartial: false,
          kind: 'member',
          passwordHash: null,
        });
        const member: Member = {
          id,
          email: body.email.trim(),
          phoneNumber: body.phoneNumber,
          termsOfService: null,
          firstName: body.firstName,
          lastName: body.lastName,
          dob: body.dob,
          sex: body.sex,
          address: body.address ?? null,
          country: center.country,
          locale: center.country === 'GB' ? 'en-gb' : 'en-us',
          timeZone: body.timeZone,
          optInEmailNotifications: true,
          optInPhoneNotifications: false,
          utm: null,
          partnerId: null,
          offerCode: null,
          offerType: null,
          created: store.nowIso(),
        };
        s.members.push(member);
        const encounter: Owned<Encounter> = {
          id: store.nextId('enc'),
          memberId: id,
          created: store.nowIso(),
          updated: store.nowIso(),
          name: plan.name,
          kind: 'MAMMOGRAPHY',
          status: 'AWAITING_SCHEDULING',
          package: { id: plan.id, name: plan.name, kind: plan.kind },
          addOnIds: [],
          appointment: null,
          bookingProvider: center.bookingProvider,
          nextStep: 'SCHEDULE',
          reportAvailable: false,
          partnerId: null,
        };
        s.encounters.push(encounter);
        addTask(
          store,
          id,
          'MEDICAL_QUESTIONNAIRE',
          'Complete your medical questionnaire',
          encounter.id,
          null,
        );
        if (body.priorMammogram)
          addTask(store, id, 'MAMMO_UPLOAD', 'Upload your mammography files', encounter.id, null);
        if (body.slotStart != null) reserve(store, id, encounter.id, center.id, body.slotStart);
        else touchEncounter(store, encounter);
        const code = issueCode(store, member.email, 'initial-setup');
        sendMail(
          store,
          member.email,
          'Finish setting up your Scanwise account',
          `Your setup code is ${code}.`,
          code,
        );
        return { member: structuredClone(member), encounter: structuredClone(publicOf(encounter)) };
      });
    },
  };
}
