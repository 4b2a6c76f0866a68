import { preselectionMessages, subscriptionMessages, type Preselection } from '@mealbox/contracts';

/** The heading and the sentence under it, for the week's state and its deadline. */
export function preselectionIntro(p: Preselection): { title: string; text: string } {
  const title = `Your meals for the week of ${p.week_formatted}`;
  if (p.deadline_passed) {
    return {
      title,
      text: subscriptionMessages.deadlinePassed('changed', p.picking_deadline_formatted),
    };
  }
  if (p.state === 'skipped') return { title, text: preselectionMessages.skipped(p.week_formatted) };
  if (!p.can_change) return { title, text: preselectionMessages.notConfirmable };
  if (p.state === 'preselected') {
    return {
      title: 'We picked your meals',
      text: `You had not picked your meals for the week of ${p.week_formatted}, so we chose them for you. Confirm them, or change them until ${p.picking_deadline_formatted}.`,
    };
  }
  return { title, text: `You can change them until ${p.picking_deadline_formatted}.` };
}
