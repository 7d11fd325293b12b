import { createMqOneTapStore, type MqOneTapStore } from '../../questionnaire';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import type { Disposable } from './madeParts';

/** The /mq/confirm link's one-tap answer (public), kept for the medical questionnaire. */
export interface MqConfirmServices extends Disposable {
  readonly mqOneTap: MqOneTapStore;
}

export function createMqConfirmServices({ ports }: CreateSessionCoreOptions): MqConfirmServices {
  const mqOneTap = createMqOneTapStore({ storage: ports.storage.session, logger: ports.logger });
  return { mqOneTap, dispose: () => undefined };
}
