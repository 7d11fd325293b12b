import { scheduleActionDraftKey, type ScheduleActionParams } from '@scanwise/core';
import { DEMO_MEMBER, type PlatformState } from '@scanwise/mock-server/in-process';
import type { ScheduleAction } from '@scanwise/core';
import { TOKENS } from '../../composition/tokens';
import { DEMO } from '../../test/platform/demoRecords';
import type { SceneSetup } from '../../test/platform/platformScene';

/** The route pattern of the screen, as the app routes it. */
export const SCHEDULE_ACTION_PATTERN =
  '/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?';

/** The demo member's mammography at Fifth Avenue on 22 January, 10:00 in New York. */
export const SCHEDULED: ScheduleActionParams = {
  encounterId: DEMO.mammography,
  appointmentId: DEMO.mammographyAppointment,
  bookingCode: DEMO.mammographyBookingCode,
  selectMoreTimes: false,
};
export const SCHEDULE_ACTION_ROUTE = `/schedule-actions/${SCHEDULED.encounterId}/${SCHEDULED.appointmentId}/${SCHEDULED.bookingCode}`;

/** A Full Body Scan requested at the phone-only Lindenhurst center, which could not hold it. */
export const REQUESTED: ScheduleActionParams = {
  encounterId: 'enc_requested',
  appointmentId: 'apt_requested',
  bookingCode: null,
  selectMoreTimes: true,
};
export const MORE_TIMES_ROUTE = `/schedule-actions/${REQUESTED.encounterId}/${REQUESTED.appointmentId}/-/true`;

/** The requested scan of {@link REQUESTED}, in the seed. */
export const requestedAtPhoneCenter = (state: PlatformState): void => {
  const plan = state.plans.find((candidate) => candidate.id === 'pkg_full_body')!;
  const center = state.centers.find((candidate) => candidate.id === 'ctr_nyc_zp')!;
  const appointment = {
    id: REQUESTED.appointmentId,
    encounterId: REQUESTED.encounterId,
    centerId: center.id,
    start: '2026-01-08T15:00:00Z',
    end: '2026-01-08T16:00:00Z',
    bookingCode: null,
    status: 'REQUESTED' as const,
    center,
  };
  state.appointments.push({ ...appointment, memberId: DEMO_MEMBER.id });
  state.encounters.push({
    id: REQUESTED.encounterId,
    memberId: DEMO_MEMBER.id,
    created: '2025-12-28T10:00:00Z',
    updated: '2025-12-28T10:00:00Z',
    name: plan.name,
    kind: plan.kind,
    status: 'SCHEDULED',
    package: { id: plan.id, name: plan.name, kind: plan.kind },
    addOnIds: [],
    appointment,
    bookingProvider: center.bookingProvider,
    nextStep: 'ATTEND_APPOINTMENT',
    reportAvailable: false,
    partnerId: null,
  });
};

/** The demo member cancelled the mammography appointment elsewhere (an old link now). */
export const mammographyCancelled: SceneSetup = ({ platform }) => {
  platform.cancelAppointment(DEMO_MEMBER.id, DEMO.mammographyAppointment, {
    reason: null,
    bookingCode: DEMO.mammographyBookingCode,
  });
};

/** The screen's use case of a link, as the screen opens it. */
export const scheduleActionOf = (
  scene: Parameters<SceneSetup>[0],
  params: ScheduleActionParams = SCHEDULED,
): ScheduleAction => scene.container.get(TOKENS.scheduleActions).forLink(params);

/** Opens the screen on a step, as a reload would find it (the draft in session storage). */
export const withDraft =
  (draft: Record<string, unknown>, params: ScheduleActionParams = SCHEDULED): SceneSetup =>
  (scene) => {
    scene.ports.storage.session.setItem(
      scheduleActionDraftKey(params.appointmentId),
      JSON.stringify(draft),
    );
  };

/** The member acts on the link before the story shows it (the screen follows the service). */
export const acted =
  (act: (action: ScheduleAction) => Promise<unknown>, params: ScheduleActionParams = SCHEDULED) =>
  (scene: Parameters<SceneSetup>[0]): void => {
    const action = scheduleActionOf(scene, params);
    void action.open().then(() => act(action));
  };
