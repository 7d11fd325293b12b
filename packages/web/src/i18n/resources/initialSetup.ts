/**
 * The initial setup's strings (`t('initialSetup.<step>.<key>')`: its terms and its password),
 * an area only its pages load; the labels they share with the other account pages are the
 * account area's (`./account.ts`).
 */
export const INITIALSETUP_EN_US = {
  terms: {
    title: 'Terms of service',
    intro: 'Before you continue, please read and accept our terms.',
    loading: 'Checking your details…',
    documentLabel: 'Terms of service text',
    documentTitle: 'Summary of our terms',
    p1: 'Scanwise provides health-screening scans and explains their results. A scan is not a diagnosis: your doctor decides what your results mean for you.',
    p2: 'We keep your health information private and use it only to provide your care, as our privacy notice describes. You can ask us for a copy of your data at any time.',
    p3: 'You agree to give accurate details about yourself and to keep your sign-in details safe.',
    p4: 'You can close your account at any time by contacting our care team.',
    legal: 'Terms of service',
    legalConsent: 'I have read and accept the terms of service and the privacy notice.',
    notificationsTitle: 'Stay informed',
    accept: 'Accept and continue',
    incompleteTitle: 'This link is incomplete',
    incomplete:
      'Open the link from your e-mail again, or sign in if you have already set up your account.',
    doneTitle: 'Your account is ready',
    done: 'Thank you for accepting our terms. Sign in to see your scans and reports.',
    invalidLink: 'This link is invalid or has expired. Contact our care team for a new one.',
    acceptFailed: 'We could not record your acceptance. Please try again.',
  },
  setPassword: {
    title: 'Set your password',
    intro: 'Choose a password for {{email}}. You will use it to sign in.',
    submit: 'Set password and continue',
    signInFailed: 'Your password was set, but we could not sign you in. Please sign in.',
  },
};
