/** Texts the spec fixes verbatim (§5, §8). Server and web both read them from here. */
export const fallbackErrors = {
  skip: 'Unable to skip this week',
  unskip: 'Unable to unskip this week',
  cancel: 'Unable to cancel your subscription. Please contact customer service.',
  email: 'Unable to update your email address.',
  password: 'Unable to update your password.',
  payment: 'Unable to update your payment details.',
  address: 'Unable to update your address.',
  giftCard: 'Invalid Gift Card',
} as const;

export const successMessages = {
  email: 'Email address updated!',
  password: 'Password updated!',
  payment: 'Payment Details Updated!',
  address: 'Address Updated!',
  skip: 'Week skipped successfully',
  unskip: 'Week unskipped successfully',
  cancel: 'Subscription cancelled.',
} as const;

export const formMessages = {
  notAllFieldsCorrect: 'Sorry, not all fields are filled out correctly.',
  formIncomplete: 'Form incomplete.',
  fieldNotValid: 'This field is not valid.',
  invalidEmail: 'Please enter a valid email address.',
  invalidUrl: 'Please enter a valid URL.',
} as const;

/** Our own texts for screens the spec leaves open. */
export const authMessages = {
  invalidCredentials: 'These credentials do not match our records.',
  emailTaken: 'An account with this email address already exists.',
  resetLinkSent:
    'If an account exists for that email address, we have sent a link to reset your password.',
  resetTokenInvalid:
    'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  loggedOut: 'You have been logged out.',
  csrfRejected: 'Your session has expired. Please reload the page and try again.',
  unauthenticated: 'Please log in to continue.',
  wrongCurrentPassword: 'Your current password is not correct.',
  /** A new password found in the list of the most common ones (checked by the server only). */
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'We could not find what you were looking for.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
