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
