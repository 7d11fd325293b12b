import { describe, expect, it } from 'vitest';
import { consoleLogger } from './consoleLogger';

describe('consoleLogger', () => {
  it('drops messages below its level and passes context', () => {
    const lines: unknown[][] = [];
    const sink = {
      debug: (...args: unknown[]) => lines.push(['debug', ...args]),
      info: (...args: unknown[]) => lines.push(['info', ...args]),
      warn: (...args: unknown[]) => lines.push(['warn', ...args]),
      error: (...args: unknown[]) => lines.push(['error', ...args]),
    };
    const logger = consoleLogger({ level: 'warn', console: sink, prefix: '[sw]' });
    logger.debug('no');
    logger.info('no');
    logger.warn('Hub connection unavailable.');
    logger.error('Failed to disconnect with hub', { hub: 'tasks' });
    expect(lines).toEqual([
      ['warn', '[sw] Hub connection unavailable.'],
      ['error', '[sw] Failed to disconnect with hub', { hub: 'tasks' }],
    ]);
  });
});
