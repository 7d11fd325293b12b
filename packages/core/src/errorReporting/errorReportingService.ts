import type { Breadcrumb, ErrorReportingPort } from '../ports';
import { BREADCRUMB_MASK, ROLES_TAG } from './errorReportingConfig';
import { maskBreadcrumb, maskBreadcrumbData, maskBreadcrumbUrl } from './maskBreadcrumb';
import { formatRolesTag } from './rolesTag';

/** Who is signed in, as error tracking may know it: the member id and the role claim only. */
export interface ReportedIdentity {
  readonly memberId: string;
  readonly role?: string | readonly string[] | undefined;
}

/**
 * Where an error nobody handled was met: a render error an error boundary caught, a promise
 * rejection nothing handled, an error thrown outside React, or a page asset that still failed to
 * load once the preload recovery gave up reloading.
 */
export type UnexpectedErrorSource =
  'error-boundary' | 'unhandled-rejection' | 'uncaught-error' | 'asset-load';

export interface UnexpectedError {
  readonly source: UnexpectedErrorSource;
  /** The address's path where it happened: reported as its route pattern only. */
  readonly pathname?: string;
}

/**
 * Turns an address's path into its route pattern (ids and codes become placeholders); undefined
 * for a path of no route, which is then not reported.
 */
export type RoutePatternFor = (pathname: string) => string | undefined;

/** An e-mail address anywhere in a text (an error message may quote one). */
const EMAIL_ADDRESS = /[^\s@"'<>()[\],;:/?#&=]+@[^\s@"'<>()[\],;:/?#&=]+\.[A-Za-z]{2,}/g;

/** The query values code and email masked, and any e-mail address the text quotes. */
function maskText(text: string): string {
  return maskBreadcrumbUrl(text).replace(EMAIL_ADDRESS, BREADCRUMB_MASK);
}

/** An Error whose message and stack had a code or email in them, re-made with them masked. */
function maskError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? maskText(error) : error;
  const message = maskText(error.message);
  const stack = error.stack === undefined ? undefined : maskText(error.stack);
  if (message === error.message && stack === error.stack) return error;
  const masked = new Error(message, { cause: error.cause });
  masked.name = error.name;
  if (stack !== undefined) masked.stack = stack;
  return masked;
}

/**
 * Core's face of error tracking over the {@link ErrorReportingPort}: the user is the member id
 * only (never the e-mail), roles go in the `roles` tag comma-joined, and the query values code
 * and email are masked in breadcrumbs, contexts and error messages before the port sees them.
 */
export class ErrorReportingService {
  /** Errors already reported as unexpected: one failure met twice is reported once. */
  private readonly reportedUnexpected = new WeakSet<object>();

  constructor(
    private readonly port: ErrorReportingPort,
    /** Without it an unexpected error's page is not reported at all. */
    private readonly patternFor?: RoutePatternFor,
  ) {}

  /** Sets the member id as the user (nothing else of the profile) and the roles tag. */
  identify(identity: ReportedIdentity): void {
    // Built field by field: a profile object passed in must not carry its e-mail along.
    this.port.setUser({ id: identity.memberId });
    this.port.setTag(ROLES_TAG, formatRolesTag(identity.role));
  }

  /** After logout: no user and no roles on later reports. */
  forget(): void {
    this.port.setUser(null);
    this.port.setTag(ROLES_TAG, undefined);
  }

  /** Reports an error; masked first. */
  captureError(error: unknown, context?: Readonly<Record<string, unknown>>): void {
    this.port.captureException(
      maskError(error),
      context === undefined ? undefined : (maskBreadcrumbData(context) as Record<string, unknown>),
    );
  }

  /**
   * Reports an error nothing handled (see {@link UnexpectedErrorSource}), masked like any
   * report, with its source and the page as its route pattern: never the address itself, whose
   * path may hold an encounter id or a code. The same error object met again (a chunk failure is
   * seen by the preload recovery and then by the route's error boundary) is not reported twice.
   */
  reportUnexpected(error: unknown, where: UnexpectedError): void {
    if (typeof error === 'object' && error !== null) {
      if (this.reportedUnexpected.has(error)) return;
      this.reportedUnexpected.add(error);
    }
    const page =
      where.pathname === undefined || this.patternFor === undefined
        ? undefined
        : this.patternFor(where.pathname);
    this.captureError(error, { source: where.source, ...(page === undefined ? {} : { page }) });
  }

  /** Adds a breadcrumb with the query values code and email masked. */
  addBreadcrumb(breadcrumb: Breadcrumb): void {
    this.port.addBreadcrumb(maskBreadcrumb(breadcrumb));
  }
}
