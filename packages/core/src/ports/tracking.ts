/** Advertising and analytics events. Paths are route patterns, never ids or query values. */
export type TrackingEvent =
  | { readonly type: 'pageView'; readonly pagePath: string }
  | { readonly type: 'bookingStage'; readonly stage: string }
  | {
      readonly type: 'custom';
      readonly name: string;
      readonly data?: Readonly<Record<string, string | number | boolean>>;
    };

export interface TrackingPort {
  track(event: TrackingEvent): void;
}
