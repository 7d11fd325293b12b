import { describe, expect, it } from 'vitest';
import { RecordingLogger } from './recordingLogger';

describe('RecordingLogger', () => {
  it('keeps every entry in order with its level and context', () => {
    const logger = new RecordingLogger();
    logger.debug('d');
    logger.info('i', { a: 1 });
    logger.warn('Hub connection unavailable.');
    logger.error('Failed to disconnect with hub', { error: 'x' });
    expect(logger.entries).toEqual([
      { level: 'debug', message: 'd' },
      { level: 'info', message: 'i', context: { a: 1 } },
      { level: 'warn', message: 'Hub connection unavailable.' },
      { level: 'error', message: 'Failed to disconnect with hub', context: { error: 'x' } },
    ]);
    expect(logger.messages('warn')).toEqual(['Hub connection unavailable.']);
    expect(logger.messages()).toHaveLength(4);
    expect(logger.has('warn', 'Hub connection unavailable.')).toBe(true);
    expect(logger.has('error', 'Hub connection unavailable.')).toBe(false);
    logger.clear();
    expect(logger.entries).toEqual([]);
  });

  it('forwards to another logger', () => {
    const inner = new RecordingLogger();
    const outer = new RecordingLogger(inner);
    outer.warn('w', { k: 'v' });
    expect(inner.entries).toEqual([{ level: 'warn', message: 'w', context: { k: 'v' } }]);
  });
});
