/** What the login and the admin guard say. */

export const LOGIN_MESSAGES = {
  invalid: 'Invalid credentials. Please try again.',
  signedIn: { title: 'Login successful', description: 'Welcome to the admin panel.' },
  failedTitle: 'Login failed',
  accessDeniedTitle: 'Access denied',
  notAdmin: 'This account has no access to the admin panel.',
  checkFailed: 'Could not check your access to the admin panel. Please try again.',
  /** Shown on the login page to someone sent there because their access was withdrawn. */
  accessEnded: 'You have been signed out because this account no longer has access to the admin panel.',
} as const

/** What the account pages say: forgot password, set a password (invite or recovery), change it. */
export const ACCOUNT_MESSAGES = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotDescription: 'Enter the email address of your account. We will send you a link to choose a new password.',
  forgotSubmit: 'Send the link',
  forgotSending: 'Sending...',
  /** The same answer whether or not the address has an account. */
  forgotSent: 'If an account exists for that address, we have sent a link to reset the password.',
  backToLogin: 'Back to the login',
  emailLabel: 'Email address',
  emailInvalid: 'Enter a valid email address.',
  /** GoTrue's per-address interval: `seconds` from its message. */
  sentRecently: (seconds: number) =>
    `A link was sent to this address a moment ago. You can ask for another in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  tooManyEmails: 'Too many emails have been sent in the last hour. Please try again later.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  sendFailed: 'The link could not be sent. Please try again.',

  inviteTitle: 'Welcome! Choose your password',
  recoveryTitle: 'Choose a new password',
  setDescription: 'You will use it with your email address to sign in to the back office.',
  checkingLink: 'Checking your link...',
  linkInvalid: 'This link is invalid or has expired. Links work once, for one hour.',
  askNewLink: 'Ask for a new link',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Repeat the new password',
  passwordTooShort: (minimum: number) => `Use at least ${minimum} characters.`,
  passwordTooLong: 'Use at most 72 characters.',
  passwordsDiffer: 'The two passwords are not the same.',
  samePassword: 'Choose a password different from your current one.',
  saveFailed: 'The password could not be saved. Please try again.',
  sessionEnded: 'Your session has ended. Sign in again, or ask for a new link.',
  setSubmit: 'Save the password',
  saving: 'Saving...',
  passwordSaved: 'Your password is saved.',

  changeOpen: 'Change password',
  changeTitle: 'Change your password',
  changeDescription: 'Your other devices will be signed out; this one stays signed in.',
  changeSubmit: 'Change password',
  cancel: 'Cancel',
  passwordChanged: 'Your password has been changed.',
} as const
