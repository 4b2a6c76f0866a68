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
  forbidden: 'You do not have permission to do that.',
  notFound: 'We could not find what you were looking for.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

/** Why checkout refuses a box or a payment (the box rules in box.ts use them too). */
export const checkoutMessages = {
  emptyBox: 'Your box is empty. Add some meals first.',
  boxNotFull: (missing: number) =>
    `Add ${missing} more ${missing === 1 ? 'meal' : 'meals'} to fill your box.`,
  boxOverfull: 'Your box has more meals than your plan. Please remove some.',
  noCard: 'Please enter your payment details.',
  subscriptionPick:
    'Meals for an existing subscription are chosen from My Schedule, not at checkout.',
  balanceChanged: 'Your gift card balance changed. Please review your order and try again.',
} as const;

/** What a cart change is refused with (spec §8's box-full text among them). */
export const cartMessages = {
  boxFull: 'Your box is full!',
  weekClosed: 'This week can no longer be ordered. Please choose another week.',
  notOnMenu: 'That meal is not on this week’s menu.',
  planNotFound: 'We could not find that meal plan.',
  noPreviousPicks: 'You have no previous picks on this week’s menu.',
  busy: 'Your box is being changed elsewhere. Please try again.',
} as const;
