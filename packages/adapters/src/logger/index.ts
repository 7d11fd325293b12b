export { consoleLogger, silentLogger } from './consoleLogger';
export type { ConsoleLike, ConsoleLoggerOptions, LogLevel } from './consoleLogger';
