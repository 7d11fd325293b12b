import type { Observable, Subscription } from 'rxjs';
import type { BookingStateStore } from '../booking';
import type { Logger } from '../ports';
import type { UtmParams } from '../schemas';
import { captureArrivalUtm } from './arrivalUtm';

export interface ArrivalAttributionOptions {
  /** The booking state: its `utmParams` keep the arrival's UTM values (session storage). */
  readonly booking: Pick<BookingStateStore, 'getSnapshot' | 'update'>;
  /**
   * The consent gate of tracking (`ConsentService.isTrackingAllowed`): UTM values are sent to the
   * member only while it answers true. Absent: allowed.
   */
  readonly consentAllows?: () => boolean;
  readonly logger?: Logger;
}

/** Sends the UTM values to the member: `MemberApi.saveUtm` (PUT members utm). */
export type SaveUtm = (utm: UtmParams) => Promise<boolean>;

/**
 * Where a visitor came from: the UTM parameters of the address they arrived at are kept in the
 * booking state's `utmParams` (session storage, so they survive the sign-in redirect, sign-up
 * and a booking's start) and sent once a member exists (PUT members utm, spec section 3: "UTM
 * data ... stored on the member"). Sent ones are cleared; a failed send keeps them for the next
 * sign-in. Like page views they wait for consent to tracking.
 */
export class ArrivalAttribution {
  private sending: Promise<boolean> | undefined;

  constructor(private readonly options: ArrivalAttributionOptions) {}

  /**
   * The app was opened at an address with this query: its UTM values (if any) replace those kept
   * from an earlier arrival. Returns whether there were any.
   */
  captureArrival(search: string): boolean {
    return captureArrivalUtm(this.options.booking, search);
  }

  /** The UTM values waiting to be sent, or null. */
  pending(): UtmParams | null {
    return this.options.booking.getSnapshot().utmParams;
  }

  /**
   * Sends the kept UTM values with `save` if there are any and consent allows; one send at a
   * time. Resolves whether they were sent (and cleared); never rejects.
   */
  sendPending(save: SaveUtm): Promise<boolean> {
    this.sending ??= this.send(save).finally(() => {
      this.sending = undefined;
    });
    return this.sending;
  }

  /**
   * Sends the kept values each time `memberExists$` says a member exists (a sign-in, a sign-up, a
   * restored session) and whenever `retry$` emits meanwhile (consent given later). Returns the
   * subscription; unsubscribe to stop.
   */
  sendWhenMemberExists(
    memberExists$: Observable<boolean>,
    save: SaveUtm,
    retry$?: Observable<unknown>,
  ): Subscription {
    let exists = false;
    const subscription = memberExists$.subscribe((now) => {
      exists = now;
      if (exists) void this.sendPending(save);
    });
    if (retry$)
      subscription.add(
        retry$.subscribe(() => {
          if (exists) void this.sendPending(save);
        }),
      );
    return subscription;
  }

  private async send(save: SaveUtm): Promise<boolean> {
    const utm = this.pending();
    if (utm === null || !this.consentGiven()) return false;
    let sent = false;
    try {
      sent = await save(utm);
    } catch (error) {
      this.options.logger?.warn('UTM values could not be sent', { error: String(error) });
    }
    // Cleared only if no newer arrival replaced them meanwhile.
    if (sent && this.pending() === utm) this.options.booking.update({ utmParams: null });
    return sent;
  }

  private consentGiven(): boolean {
    try {
      return this.options.consentAllows?.() ?? true;
    } catch {
      return false;
    }
  }
}
