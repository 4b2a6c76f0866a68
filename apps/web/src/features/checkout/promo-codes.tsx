import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { errorMessage } from '../../lib/http';
import { useCheckDiscount } from './api/check-discount';
import { CodeField, type CodeOutcome } from '../../components/forms/code-field';

/** A discount code, checked against the box before the order keeps it. */
export function DiscountCode({
  week,
  applied,
  onApplied,
}: {
  week: string | undefined;
  applied: string | null;
  onApplied: (code: string | null) => void;
}) {
  const check = useCheckDiscount(week);
  const [outcome, setOutcome] = useState<CodeOutcome>(null);
  const apply = async (code: string) => {
    try {
      const quote = await check.mutateAsync(code);
      onApplied(quote.discount_code ?? code);
      setOutcome({ kind: 'success', text: `Code ${quote.discount_code ?? code} applied.` });
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, 'We could not check that code.') });
      return false;
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <CodeField
        label="Discount code"
        onApply={apply}
        pending={check.isPending}
        outcome={outcome}
      />
      {applied && (
        <Link
          component="button"
          type="button"
          sx={{ justifySelf: 'start', fontSize: 14 }}
          onClick={() => {
            onApplied(null);
            setOutcome(null);
          }}
        >
          Remove code {applied}
        </Link>
      )}
    </Box>
  );
}
