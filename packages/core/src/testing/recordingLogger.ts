import type { Logger } from '../ports';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly context?: Readonly<Record<string, unknown>>;
}

/**
 * A {@link Logger} that keeps every entry in order, for assertions on the spec's warnings
 * (section 8) word for word. Optionally forwards to another logger (e.g. a console logger).
 */
export class RecordingLogger implements Logger {
  private readonly recorded: LogEntry[] = [];

  constructor(private readonly forwardTo?: Logger) {}

  /** Every entry so far, oldest first. */
  get entries(): readonly LogEntry[] {
    return this.recorded;
  }

  debug(message: string, context?: Readonly<Record<string, unknown>>): void {
    this.record('debug', message, context);
  }

  info(message: string, context?: Readonly<Record<string, unknown>>): void {
    this.record('info', message, context);
  }

  warn(message: string, context?: Readonly<Record<string, unknown>>): void {
    this.record('warn', message, context);
  }

  error(message: string, context?: Readonly<Record<string, unknown>>): void {
    this.record('error', message, context);
  }

  /** The messages logged, optionally of one level only. */
  messages(level?: LogLevel): string[] {
    return this.recorded.filter((e) => !level || e.level === level).map((e) => e.message);
  }

  /** Whether `message` was logged exactly, at `level`. */
  has(level: LogLevel, message: string): boolean {
    return this.recorded.some((e) => e.level === level && e.message === message);
  }

  clear(): void {
    this.recorded.length = 0;
  }

  private record(
    level: LogLevel,
    message: string,
    context: Readonly<Record<string, unknown>> | undefined,
  ): void {
    this.recorded.push(context === undefined ? { level, message } : { level, message, context });
    this.forwardTo?.[level](message, context);
  }
}
