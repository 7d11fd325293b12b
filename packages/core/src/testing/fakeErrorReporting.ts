import type { Breadcrumb, ErrorReportingPort } from '../ports';

export interface CapturedReport {
  readonly error: unknown;
  readonly context?: Readonly<Record<string, unknown>>;
  /** The tags, user and breadcrumbs in force when the error was captured. */
  readonly tags: Readonly<Record<string, string>>;
  readonly user: { readonly id: string } | null;
  readonly breadcrumbs: readonly Breadcrumb[];
}

export interface FakeErrorReportingOptions {
  /** Breadcrumbs kept (oldest dropped first); Sentry's default is 100. */
  readonly maxBreadcrumbs?: number;
}

/**
 * An {@link ErrorReportingPort} that records reports as an error tracker would receive them: each
 * capture carries the tags, user and breadcrumb trail current at that moment.
 */
export class FakeErrorReporting implements ErrorReportingPort {
  private readonly tags = new Map<string, string>();
  private readonly trail: Breadcrumb[] = [];
  private user: { readonly id: string } | null = null;
  private readonly maxBreadcrumbs: number;
  /** Every captured report, oldest first. */
  readonly reports: CapturedReport[] = [];

  constructor(options: FakeErrorReportingOptions = {}) {
    this.maxBreadcrumbs = options.maxBreadcrumbs ?? 100;
  }

  captureException(error: unknown, context?: Readonly<Record<string, unknown>>): void {
    this.reports.push({
      error,
      ...(context === undefined ? {} : { context }),
      tags: Object.fromEntries(this.tags),
      user: this.user,
      breadcrumbs: [...this.trail],
    });
  }

  addBreadcrumb(breadcrumb: Breadcrumb): void {
    this.trail.push(breadcrumb);
    if (this.trail.length > this.maxBreadcrumbs) this.trail.shift();
  }

  setTag(name: string, value: string | undefined): void {
    if (value === undefined) this.tags.delete(name);
    else this.tags.set(name, value);
  }

  setUser(user: { readonly id: string } | null): void {
    this.user = user;
  }

  /** The breadcrumbs kept now. */
  get breadcrumbs(): readonly Breadcrumb[] {
    return this.trail;
  }

  /** The current tags. */
  currentTags(): Record<string, string> {
    return Object.fromEntries(this.tags);
  }

  /** Whether any text anywhere in the reports contains `secret` (for masking tests). */
  contains(secret: string): boolean {
    return JSON.stringify(this.reports, (_key, value: unknown) =>
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value,
    ).includes(secret);
  }
}
