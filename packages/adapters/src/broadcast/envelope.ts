import { CONSTANTS } from '@scanwise/core';

/** What goes over the wire: the message stamped with its sender and time. */
export interface Envelope {
  readonly scanwise: 1;
  readonly id: string;
  readonly sender: string;
  readonly sentAt: number;
  readonly message: unknown;
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Envelope>;
  return (
    candidate.scanwise === 1 &&
    typeof candidate.id === 'string' &&
    typeof candidate.sender === 'string' &&
    typeof candidate.sentAt === 'number'
  );
}

/** A message older than the cross-tab lifetime (45 s), or stamped in the future beyond it. */
export function isExpired(envelope: Envelope, now: number): boolean {
  return Math.abs(now - envelope.sentAt) > CONSTANTS.crossTabMessageLifetime;
}

let counter = 0;
export function randomId(): string {
  counter += 1;
  const random =
    typeof globalThis.crypto?.randomUUID === 'function'
      ? globalThis.crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `${random}-${counter}`;
}
