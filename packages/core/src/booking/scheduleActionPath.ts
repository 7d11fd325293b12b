/**
 * The ScheduleAction screen's address,
 * "/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?": built for the
 * links to it (Home, Scans, the confirmation) and read by the screen. Apart from the actions
 * themselves (scheduleActions.ts), so a page that only links there loads none of them.
 */

/** The route's parameters, checked. */
export interface ScheduleActionParams {
  readonly encounterId: string;
  readonly appointmentId: string;
  readonly bookingCode: string | null;
  /** The link asks the member to pick more times (the center could not hold the first pick). */
  readonly selectMoreTimes: boolean;
}

/** The booking-code segment of a link whose appointment has no code (an offline center's). */
export const NO_BOOKING_CODE = '-';

/**
 * The schedule-actions path of an appointment: the booking code when there is one ("-" when
 * not and more times are asked), then "true" to pick more times. Segments are URI-encoded.
 */
export function scheduleActionPath(request: {
  readonly encounterId: string;
  readonly appointmentId: string;
  readonly bookingCode?: string | null;
  readonly selectMoreTimes?: boolean;
}): string {
  const code = request.bookingCode?.trim() || null;
  const segments = [request.encounterId, request.appointmentId];
  if (code !== null || request.selectMoreTimes) segments.push(code ?? NO_BOOKING_CODE);
  if (request.selectMoreTimes) segments.push('true');
  return `/schedule-actions/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** Reads the route parameters; null when a required one is missing. */
export function readScheduleActionParams(
  params: Readonly<Record<string, string | undefined>>,
): ScheduleActionParams | null {
  const encounterId = params['encounterId']?.trim();
  const appointmentId = params['appointmentId']?.trim();
  if (!encounterId || !appointmentId) return null;
  const code = params['bookingCode']?.trim();
  // "-" stands for "no code" so a link can still say isSelectMoreTimes (offline centers give none).
  const bookingCode = code && code !== NO_BOOKING_CODE ? code : null;
  const flag = params['isSelectMoreTimes']?.trim().toLowerCase();
  return {
    encounterId,
    appointmentId,
    bookingCode,
    // Any value but false/0 counts, like the questionnaire's `direct`.
    selectMoreTimes: flag !== undefined && flag !== 'false' && flag !== '0',
  };
}
