import { isMemberApiError, memberCallFailureOf, type MemberApi } from '../api';
import type { Country, Member } from '../schemas';
import { RunGuard, StateStore } from '../store';
import type { GeoPoint } from './centerDistance';
import { checkPostalCode } from './postalCodeSearch';

/** Where the centers' distances are measured from: the member's own address or a typed code. */
export type CenterOriginSource = 'memberAddress' | 'postalCode';

export interface CenterOriginPoint {
  readonly source: CenterOriginSource;
  /** The ZIP code or postcode as looked up ("10001", "W1G 9PF"). */
  readonly postalCode: string;
  readonly point: GeoPoint;
}

/**
 * Why a typed ZIP code or postcode gives no origin: nothing typed, not a ZIP code or postcode,
 * one the platform does not know ("We could not find that ZIP code"), or the lookup failed.
 */
export type PostalCodeSearchRefusal = 'empty' | 'invalid' | 'notFound' | 'unavailable';

export interface PostalCodeSearchProblem {
  readonly reason: PostalCodeSearchRefusal;
  /** What the member typed. */
  readonly typed: string;
  /** For 'unavailable': the call's own message key (offline, server...). */
  readonly detail?: string;
}

export type PostalCodeSearchOutcome =
  | { readonly ok: true; readonly origin: CenterOriginPoint }
  | ({ readonly ok: false } & PostalCodeSearchProblem);

export interface CenterOriginState {
  /** The country whose ZIP codes (US) or postcodes (GB) are searched; null before `start`. */
  readonly country: Country | null;
  /** The origin the centers are ordered from; null while none is known (see ADR 0106). */
  readonly origin: CenterOriginPoint | null;
  /** The member's own address as an origin, once found: the way back from a typed code. */
  readonly memberAddress: CenterOriginPoint | null;
  /** What the service is waiting for; null when idle. */
  readonly activity: 'locatingAddress' | 'searching' | null;
  /** The last search's refusal, until the next search or the way back to the address. */
  readonly problem: PostalCodeSearchProblem | null;
}

export const CENTER_ORIGIN_IDLE: CenterOriginState = {
  country: null,
  origin: null,
  memberAddress: null,
  activity: null,
  problem: null,
};

export interface CenterOriginOptions {
  readonly api: Pick<MemberApi, 'lookupPostalCode'>;
  /** The member signed in now: their address is the default origin. */
  readonly currentMember: () => Member | null;
}

/**
 * The origin the booking's centers are ordered from (docs/adr/0106): the member's own address by
 * default, replaced by a ZIP code (US) or postcode (GB) the member types, and back. A code becomes
 * a point through the platform's postal code lookup (docs/adr/0105); an unknown code is a result
 * (`notFound`), never a throw. Framework-free: `state$` and `getSnapshot()` for
 * useSyncExternalStore; every action resolves and never rejects.
 */
export class CenterOrigin extends StateStore<CenterOriginState> {
  private readonly runs = new RunGuard();
  /** Points already looked up, by country and code: the way back and a repeat need no call. */
  private readonly points = new Map<string, GeoPoint>();
  /** The country and member address `start` located, so a second start is a no-op. */
  private startedFor: string | undefined;
  private readonly options: CenterOriginOptions;

  constructor(options: CenterOriginOptions) {
    super(CENTER_ORIGIN_IDLE);
    this.options = options;
  }

  /**
   * Opens the search for the centers of `country`, from the member's own address when it is in
   * that country and the platform knows its postal code; with no such address there is no origin
   * (the centers keep their order) until the member types a code. Again for the same country and
   * address, it changes nothing (a typed code stays).
   */
  async start(country: Country): Promise<void> {
    const address = this.options.currentMember()?.address ?? null;
    const key = JSON.stringify([country, address?.country ?? null, address?.postalCode ?? null]);
    if (this.startedFor === key) return;
    this.startedFor = key;
    const run = this.runs.start();
    this.set({ ...CENTER_ORIGIN_IDLE, country });
    const checked =
      address && address.country === country ? checkPostalCode(country, address.postalCode) : null;
    if (!checked?.ok) return;
    this.update((state) => ({ ...state, activity: 'locatingAddress' }));
    const found = await this.locate(country, checked.postalCode);
    if (run.stale) return;
    if (!found.ok) {
      // The member typed nothing: no message, the centers keep their order (the call logged it).
      this.update((state) => ({ ...state, activity: null }));
      return;
    }
    const memberAddress: CenterOriginPoint = {
      source: 'memberAddress',
      postalCode: checked.postalCode,
      point: found.point,
    };
    this.update((state) => ({ ...state, activity: null, memberAddress, origin: memberAddress }));
  }

  /**
   * Orders the centers from the ZIP code or postcode the member typed, once it is valid for the
   * country and the platform knows it; otherwise the origin stays and the refusal is kept in the
   * state. The latest search wins over one still under way.
   */
  async search(typed: string): Promise<PostalCodeSearchOutcome> {
    const country = this.getSnapshot().country ?? 'US';
    const checked = checkPostalCode(country, typed);
    if (!checked.ok) {
      this.runs.abandon();
      return this.refuse({ reason: checked.reason, typed });
    }
    const run = this.runs.start();
    this.update((state) => ({ ...state, activity: 'searching', problem: null }));
    const found = await this.locate(country, checked.postalCode);
    if (run.stale) {
      return found.ok
        ? {
            ok: true,
            origin: { source: 'postalCode', postalCode: checked.postalCode, point: found.point },
          }
        : { ok: false, ...found.problem, typed };
    }
    if (!found.ok) return this.refuse({ ...found.problem, typed });
    const origin: CenterOriginPoint = {
      source: 'postalCode',
      postalCode: checked.postalCode,
      point: found.point,
    };
    this.update((state) => ({ ...state, activity: null, problem: null, origin }));
    return { ok: true, origin };
  }

  /** Back to the member's own address (no origin when it has none); a refusal is forgotten. */
  backToMemberAddress(): void {
    this.runs.abandon();
    this.update((state) => ({
      ...state,
      activity: state.activity === 'locatingAddress' ? state.activity : null,
      problem: null,
      origin: state.memberAddress,
    }));
  }

  /** Forgets everything (the member signed out): the next `start` locates afresh. */
  clear(): void {
    this.runs.abandon();
    this.startedFor = undefined;
    this.points.clear();
    this.set(CENTER_ORIGIN_IDLE);
  }

  private refuse(problem: PostalCodeSearchProblem): PostalCodeSearchOutcome {
    this.update((state) => ({ ...state, activity: null, problem }));
    return { ok: false, ...problem };
  }

  private async locate(
    country: Country,
    postalCode: string,
  ): Promise<
    | { readonly ok: true; readonly point: GeoPoint }
    | { readonly ok: false; readonly problem: Omit<PostalCodeSearchProblem, 'typed'> }
  > {
    const key = `${country}:${postalCode}`;
    const known = this.points.get(key);
    if (known) return { ok: true, point: known };
    try {
      const location = await this.options.api.lookupPostalCode(postalCode, { country });
      const point = { latitude: location.latitude, longitude: location.longitude };
      this.points.set(key, point);
      return { ok: true, point };
    } catch (error) {
      if (isMemberApiError(error) && error.messageKey === 'api.errors.notFound') {
        return { ok: false, problem: { reason: 'notFound' } };
      }
      return {
        ok: false,
        problem: { reason: 'unavailable', detail: memberCallFailureOf(error).messageKey },
      };
    }
  }
}
