export { createNavigatorPrivacySignal } from './navigatorPrivacySignal';
export type { PrivacySignalNavigator } from './navigatorPrivacySignal';
