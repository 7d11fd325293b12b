import type { Logger } from '@scanwise/core';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** The part of `console` the logger writes to; injectable for tests. */
export interface ConsoleLike {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface ConsoleLoggerOptions {
  /** Messages below this level are dropped (default 'info'). */
  readonly level?: LogLevel;
  readonly console?: ConsoleLike;
  /** Prefixed to every message, e.g. '[scanwise]'. */
  readonly prefix?: string;
}

/** A {@link Logger} on `console`, with a minimum level. */
export function consoleLogger(options: ConsoleLoggerOptions = {}): Logger {
  const threshold = RANK[options.level ?? 'info'];
  const sink = options.console ?? console;
  const prefix = options.prefix === undefined ? '' : `${options.prefix} `;
  const write =
    (level: Exclude<LogLevel, 'silent'>) =>
    (message: string, context?: Readonly<Record<string, unknown>>): void => {
      if (RANK[level] < threshold) return;
      if (context === undefined) sink[level](`${prefix}${message}`);
      else sink[level](`${prefix}${message}`, context);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** A logger that drops everything. */
export const silentLogger: Logger = consoleLogger({ level: 'silent' });
