export const WEB_CLIENT_ID = 'scanwise-web';
/** Scopes the platform knows; the web app asks for all four. */
export const SUPPORTED_SCOPES = ['openid', 'offline_access', 'profile', 'roles'] as const;

export const splitScope = (scope: string | undefined): string[] =>
  scope ? scope.split(' ').filter(Boolean) : [];

export const isSupportedScope = (scope: string): boolean =>
  (SUPPORTED_SCOPES as readonly string[]).includes(scope);
