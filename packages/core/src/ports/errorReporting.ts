export interface Breadcrumb {
  readonly category: string;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** Error tracking (Sentry in browsers). Core masks secrets before anything reaches it. */
export interface ErrorReportingPort {
  captureException(error: unknown, context?: Readonly<Record<string, unknown>>): void;
  addBreadcrumb(breadcrumb: Breadcrumb): void;
  /** Tags attach to every later report, e.g. `roles`. Undefined removes the tag. */
  setTag(name: string, value: string | undefined): void;
  setUser(user: { readonly id: string } | null): void;
}
