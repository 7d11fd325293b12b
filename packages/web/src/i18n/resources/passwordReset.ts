/**
 * The forgot-password flow's strings (`t('passwordReset.<step>.<key>')`), an area only its
 * pages load; the labels they share with the other account pages are the account area's
 * (`./account.ts`).
 */
export const PASSWORDRESET_EN_US = {
  forgotPassword: {
    title: 'Forgot your password?',
    intro: 'Enter the e-mail address of your account and we will send you a code.',
    submit: 'Send code',
    sent: 'If an account exists for {{email}}, we have sent a code to it.',
  },
  forgotPasswordChange: {
    title: 'Choose a new password',
    intro: 'Enter the code we e-mailed you and your new password.',
    code: 'Code',
    codeHint: 'The code is in the e-mail we sent you.',
    submit: 'Change password',
    invalidCode: 'The code is invalid or has expired.',
    requestNewCode: 'Request a new code',
  },
  forgotPasswordConfirm: {
    title: 'Password changed',
    body: 'Your password was changed. Sign in with your new password.',
    bodySignedIn: 'Your password was changed. Use it the next time you sign in.',
  },
};
