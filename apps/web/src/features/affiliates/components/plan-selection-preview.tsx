import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MealThumbnail } from '../../../components/meals/meal-thumbnail';
import { usePlanSelection } from '../api/get-plan-selection';

/**
 * On an affiliate plan's landing page: "This week's selection", the meals and quantities its
 * subscribers get in the current ordering week. Nothing for a plan no affiliate chooses for.
 */
export function PlanSelectionPreview({ plan }: { plan: string }) {
  const answer = usePlanSelection(plan);
  const selection = answer.data?.selection;
  if (!selection) return null;
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="plan-selection-title"
      sx={{ pt: { xs: 3, md: 5 } }}
    >
      <Typography id="plan-selection-title" variant="h2" sx={{ fontSize: { xs: 22, sm: 26 } }}>
        This week’s selection
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {selection.items.length === 0
          ? `The meals for the week of ${selection.week_formatted} are being chosen.`
          : `Delivered the week of ${selection.week_formatted}.`}
      </Typography>
      {selection.items.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {selection.items.map((item) => (
            <Box
              component="li"
              key={item.sku}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              <MealThumbnail src={item.image} width={64} height={64} />
              <Typography sx={{ fontSize: 15 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {item.quantity} ×
                </Box>{' '}
                {item.name}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Container>
  );
}
