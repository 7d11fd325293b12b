/** Designed: how many center-local days one availability load covers (the calendar's page). */
export const BOOKING_AVAILABILITY_DAYS = 14;
