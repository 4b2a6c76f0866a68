import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useSession } from '../accounts';

export const WIZARD_STEPS = ['Choose your plan', 'Pick your meals', 'Checkout'] as const;

/** Where the customer is in plan → meals → checkout; shown when the site's show_steps says so. */
export function WizardSteps({ active }: { active: 0 | 1 | 2 }) {
  const show = useSession((s) => s.site.show_steps);
  if (!show) return null;
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={`Step ${active + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[active]}`}
      sx={{ mb: 3 }}
    >
      {WIZARD_STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
