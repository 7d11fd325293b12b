import type { Breadcrumb, ErrorReportingPort } from '../ports';
import { ROLES_TAG } from './errorReportingConfig';
import { maskBreadcrumb, maskBreadcrumbData, maskBreadcrumbUrl } from './maskBreadcrumb';
import { formatRolesTag } from './rolesTag';

/** Who is signed in, as error tracking may know it: the member id and the role claim only. */
export interface ReportedIdentity {
  readonly memberId: string;
  readonly role?: string | readonly string[] | undefined;
}

/** An Error whose message and stack had a code or email in them, re-made with them masked. */
function maskError(error: unknown): unknown {
  if (!(error instanceof Error))
    return typeof error === 'string' ? maskBreadcrumbUrl(error) : error;
  const message = maskBreadcrumbUrl(error.message);
  const stack = error.stack === undefined ? undefined : maskBreadcrumbUrl(error.stack);
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
  constructor(private readonly port: ErrorReportingPort) {}

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

  /** Adds a breadcrumb with the query values code and email masked. */
  addBreadcrumb(breadcrumb: Breadcrumb): void {
    this.port.addBreadcrumb(maskBreadcrumb(breadcrumb));
  }
}
