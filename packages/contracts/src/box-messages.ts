// What a cart change or checkout refuses a box with: a module of its own, so the web's cart,
// which uses the box rules (box.ts), loads these and not every other message.

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
  boxOrderedElsewhere: 'Your box was being ordered elsewhere. Please try again.',
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
