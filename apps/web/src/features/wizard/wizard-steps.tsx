import { memo } from 'react';
import { styled } from '@mui/material/styles';
import { useSession } from '../accounts';

export const WIZARD_STEPS = ['Choose your plan', 'Pick your meals', 'Checkout'] as const;

/**
 * The steps as MUI's Stepper draws them with `alternativeLabel` (a numbered circle, the label
 * under it, a line between circles, a tick once a step is done), as a plain ordered list: one
 * styled element, without the Stepper's components (some 3 KB gzipped on the wizard and checkout).
 */
const Steps = styled('ol')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  listStyle: 'none',
  margin: theme.spacing(0, 0, 3),
  padding: 0,
  '& > li': {
    flex: 1,
    position: 'relative',
    padding: theme.spacing(0, 1),
    textAlign: 'center',
  },
  // The line from the previous step's circle to this one's.
  '& > li + li::before': {
    content: '""',
    position: 'absolute',
    top: 12,
    left: 'calc(-50% + 20px)',
    right: 'calc(50% + 20px)',
    borderTop: '1px solid #bdbdbd',
  },
  '& .step-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 24,
    height: 24,
    borderRadius: '50%',
    backgroundColor: theme.palette.text.disabled,
    color: theme.palette.primary.contrastText,
    fontSize: '0.75rem',
    lineHeight: 1,
  },
  '& .step-icon svg': { display: 'block', width: 24, height: 24, fill: 'currentColor' },
  '& .done .step-icon': { backgroundColor: 'transparent', color: theme.palette.primary.main },
  '& [aria-current] .step-icon': { backgroundColor: theme.palette.primary.main },
  '& .step-label': {
    display: 'block',
    marginTop: theme.spacing(2),
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
  },
  '& .done .step-label, & [aria-current] .step-label': {
    color: theme.palette.text.primary,
    fontWeight: 500,
  },
}));

/**
 * Where the customer is in plan → meals → checkout; shown when the site's show_steps says so.
 * Memoized: the pages around it redraw as their data arrives, and it depends on none of it.
 */
export const WizardSteps = memo(function WizardSteps({ active }: { active: 0 | 1 | 2 }) {
  const show = useSession((s) => s.site.show_steps);
  if (!show) return null;
  return (
    <Steps aria-label={`Step ${active + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[active]}`}>
      {WIZARD_STEPS.map((label, index) => (
        <li
          key={label}
          className={index < active ? 'done' : undefined}
          aria-current={index === active ? 'step' : undefined}
        >
          <span className="step-icon" aria-hidden="true">
            {index < active ? (
              <svg viewBox="0 0 24 24" focusable="false">
                <path d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z" />
              </svg>
            ) : (
              index + 1
            )}
          </span>
          <span className="step-label">{label}</span>
        </li>
      ))}
    </Steps>
  );
});
