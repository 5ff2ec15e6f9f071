/** English texts of sign-in, password recovery, verification and the password reset page. */
export const enAuth = {
  /** What an invitation link's page says once the link no longer opens its form. */
  invitationLink: {
    used: 'This invitation has already been used. Please sign in with your e-mail and password.',
    revoked: 'This invitation has been revoked. Please ask whoever invited you for a new one.',
    expired: 'This invitation has expired. Please ask whoever invited you for a new one.',
  },
  login: {
    heading: 'Sign in to BoardMatch',
    intro: 'Welcome back. Sign in to find a board position or the volunteers your charity needs.',
    userName: 'Username (Email Address)',
    password: 'Password',
    signIn: 'Sign In',
    forgotPassword: 'Forgot Password?',
    newHere: 'New to BoardMatch?',
    joinCandidate: 'Join as Candidate',
    joinCharity: 'Join as Charity',
  },
  carousel: {
    label: 'About the BoardMatch program',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Show slide {{n}}',
    slides: [
      {
        title: 'Building stronger boards since 2000',
        body: 'BoardMatch began in the spring of 2000 to connect Canadian charities and not-for-profit organizations with skilled people ready to serve on their boards.',
      },
      {
        title: 'More than 2400 placements',
        body: 'Volunteers found through BoardMatch have filled more than 2400 board and committee positions on more than 650 charities.',
      },
      {
        title: 'Five cities, one program',
        body: 'BoardMatch serves Calgary, Fredericton, the Greater Toronto Area, Greater Vancouver and Thunder Bay.',
      },
      {
        title: 'Your skills, where they count',
        body: 'Candidates build one profile, complete a short orientation and apply to positions that match their skills and the causes they care about. Charities post positions for free.',
      },
    ],
  },
  loginDialog: {
    reason: 'Reason for acting as this user',
    reasonHint: 'Kept in the staff audit with what you do.',
    reasonTooLong: 'The reason can be at most 500 characters.',
    title: 'Log In',
    email: 'Email',
    password: 'Password',
    logIn: 'Log In',
  },
  notVerified: {
    title: 'Your account is not verified',
    text: 'Before you can sign in, please open the verification link we sent to {{email}}. If you cannot find the e-mail, check your junk mail folder or send it again.',
    textNoEmail: 'Before you can sign in, please open the verification link we sent to your e-mail address. If you cannot find the e-mail, check your junk mail folder or send it again.',
    resend: 'Re-send Verification Email',
  },
  forgotPassword: {
    title: 'Forgot Password?',
    text: 'Enter the e-mail address tied to your BoardMatch account. We will e-mail you a link to reset your password.',
    email: 'Email',
  },
  resetPassword: {
    title: 'Reset Password',
    intro: 'Choose a new password for your BoardMatch account.',
    checking: 'Checking your reset link...',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    update: 'Update Password',
    backToLogin: 'Back To Login',
    success: 'Password has been reset successfully!',
    expired: 'Password Reset has expired',
    mismatch: 'Password confirmation does not match',
  },
  validation: {
    passwordRule: 'Use 8 or more characters with a mix of letters, numbers & symbols',
    passwordMismatch: 'Password confirmation does not match',
    emailInvalid: 'Email must be valid',
  },
} as const;
