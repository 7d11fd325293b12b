import { CardFieldController, type CardFieldStyle, type CardFieldView } from '@scanwise/core';
import { useCallback, useState } from 'react';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';

/** One card form's field: the core's controller, its state, and the ref of the host element. */
export interface CardFieldBinding {
  readonly controller: CardFieldController;
  readonly view: CardFieldView;
  /** The element the provider's field mounts into (a ref callback: mounts, and removes on unmount). */
  readonly hostRef: (host: HTMLDivElement | null) => (() => void) | undefined;
}

/**
 * The provider's frame cannot read the page's CSS: its looks are the design tokens' values, read
 * once from the document.
 */
function fieldStyle(): CardFieldStyle {
  if (typeof document === 'undefined') return {};
  const root = getComputedStyle(document.documentElement);
  const token = (name: string): string => root.getPropertyValue(name).trim();
  const color = token('--sw-color-text');
  const placeholderColor = token('--sw-color-text-muted');
  const invalidColor = token('--sw-color-danger');
  const fontFamily = getComputedStyle(document.body).fontFamily;
  return {
    fontSize: '16px',
    ...(color ? { color } : {}),
    ...(placeholderColor ? { placeholderColor } : {}),
    ...(invalidColor ? { invalidColor } : {}),
    ...(fontFamily ? { fontFamily } : {}),
  };
}

/**
 * Binds a card form to the provider's card field through the core's {@link CardFieldController}:
 * the field mounts into the host as soon as the provider is ready (its script loads after the
 * first paint), the form reads the field's state (loading, unavailable, ready, complete, its
 * error; a frame that does not load in time is unavailable too) and pays with `controller.input()`, the field's handle. The app never sees card data.
 */
export function useCardField(): CardFieldBinding {
  const cardPayment = useService(TOKENS.payment);
  const logger = useService(TOKENS.logger);
  const clock = useService(TOKENS.clock);
  const [controller] = useState(
    () =>
      new CardFieldController({
        cardPayment,
        logger,
        clock,
        fieldOptions: { style: fieldStyle() },
      }),
  );
  const view = useStore(controller);
  const hostRef = useCallback(
    (host: HTMLDivElement | null) => {
      if (!host) return undefined;
      controller.attach(host);
      return () => controller.detach();
    },
    [controller],
  );
  return { controller, view, hostRef };
}
