import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '@mealbox/contracts';
import { FavouriteHeart, heartStyles, type FavouriteToggle } from './favourite-heart';
import { CloseIcon } from './icons';
import { mealPriceShown, nutritionRows, type BoxPlan } from './format';
import { LargerPortionLabel, MealBadge, MealImage } from './meal-card';
import { MealMacros } from './meal-macros';
import { LARGER_PORTION_BORDER } from './styles';

/** Spec §9: the meal detail modal is at most 800 px wide. */
export const MEAL_DETAIL_MAX_WIDTH = 800;
export const PER_MEAL_NOTE = 'Nutrition information is per single meal.';

export interface MealDetailDialogProps {
  item: MenuItem;
  open: boolean;
  onClose: () => void;
  /** Spec §2: the price shows only when the visitor can order this week. */
  readyToOrder?: boolean;
  /** The plan of the box the meal would go into, which prices it; null or absent: à la carte. */
  boxPlan?: BoxPlan;
  quantityControl?: ReactNode;
  favourite?: FavouriteToggle;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 2.5 } }}>
      <Typography component="h3" sx={{ fontSize: 15, fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function NutritionTable({ item }: { item: MenuItem }) {
  return (
    <Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 14,
          fontVariantNumeric: 'tabular-nums',
          borderTop: '6px solid',
          borderBottom: '3px solid',
          borderColor: 'text.primary',
          '& th, & td': { py: 0.625, borderBottom: 1, borderColor: 'divider' },
          '& tr:last-of-type th, & tr:last-of-type td': { borderBottom: 0 },
          '& th': { textAlign: 'left', fontWeight: 600 },
          '& td': { textAlign: 'right', fontWeight: 600 },
        }}
      >
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: 15, fontWeight: 700, mb: 0.75 }}
          >
            Nutrition Facts
          </Typography>
        </caption>
        <tbody>
          {nutritionRows(item.details).map((row) => (
            <tr key={row.label}>
              <Box
                component="th"
                scope="row"
                sx={row.indent ? { pl: 2, fontWeight: '400 !important' } : undefined}
              >
                {row.label}
              </Box>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>{PER_MEAL_NOTE}</Typography>
    </Box>
  );
}

/**
 * The meal detail modal (spec §2): image, name, price, macros, description, ingredients, opening
 * and heating instructions, the nutrition table and the per-meal note. Full screen on phones.
 * Loaded on demand (see meal-detail.tsx): Dialog brings Modal, which no menu needs up front.
 */
export default function MealDetailDialog({
  item,
  open,
  onClose,
  readyToOrder = false,
  boxPlan = null,
  quantityControl,
  favourite,
}: MealDetailDialogProps) {
  const titleId = useId();
  const { details } = item;
  const price = mealPriceShown(item, boxPlan);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            // Full screen on phones (in CSS: no media-query hook in this chunk), 800 px at most.
            width: '100%',
            maxWidth: { xs: '100%', sm: MEAL_DETAIL_MAX_WIDTH },
            height: { xs: '100%', sm: 'auto' },
            maxHeight: { xs: '100%', sm: 'calc(100% - 64px)' },
            m: { xs: 0, sm: 4 },
            borderRadius: { xs: 0, sm: 3 },
            ...(item.larger_portion && { border: `3px solid ${LARGER_PORTION_BORDER}` }),
          },
        },
      }}
    >
      <IconButton
        aria-label="Close meal details"
        onClick={onClose}
        sx={{
          // Sticky in the scrolling paper: always at hand, over the picture at first.
          position: 'sticky',
          top: 10,
          alignSelf: 'flex-end',
          flex: 'none',
          mr: 1.25,
          mt: 1.25,
          mb: '-50px',
          zIndex: 2,
          bgcolor: 'rgba(255,255,255,0.92)',
          boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        <CloseIcon />
      </IconButton>
      {/* The paper scrolls (with the close button in it, so the keyboard can reach and scroll it). */}
      <Box sx={{ flex: 'none' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ position: 'relative' }}>
            <MealImage item={item} priority sizes="(max-width: 599px) 100vw, 400px" />
            <Box
              sx={{
                position: 'absolute',
                top: 12,
                left: 12,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 0.75,
              }}
            >
              <MealBadge item={item} />
              {item.larger_portion && <LargerPortionLabel />}
            </Box>
          </Box>
          <Box sx={{ p: { xs: 2.5, sm: 3 }, pr: { sm: 7 }, display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
              <Typography
                id={titleId}
                component="h2"
                sx={{ flex: 1, fontSize: { xs: 22, sm: 24 }, fontWeight: 700, lineHeight: 1.25 }}
              >
                {details.name}
              </Typography>
              {favourite && (
                <Box sx={{ flex: 'none', '& button': heartStyles }}>
                  <FavouriteHeart {...favourite} />
                </Box>
              )}
            </Box>
            {(readyToOrder || quantityControl) && (
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                }}
              >
                {readyToOrder && (
                  <Typography
                    data-testid="meal-price"
                    sx={{ fontSize: 20, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {price.price}
                    {price.premium && (
                      <Box
                        component="span"
                        sx={{
                          display: 'block',
                          fontSize: 13,
                          fontWeight: 500,
                          color: 'text.secondary',
                        }}
                      >
                        {price.premium}
                      </Box>
                    )}
                  </Typography>
                )}
                {quantityControl}
              </Box>
            )}
            <MealMacros details={details} />
            {details.attribute_tags.length > 0 && (
              <Box
                component="ul"
                aria-label="Diet"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
              >
                {details.attribute_tags.map((tag) => (
                  <Box
                    component="li"
                    key={tag}
                    sx={{
                      fontSize: 12,
                      fontWeight: 600,
                      px: 1,
                      py: 0.375,
                      borderRadius: 999,
                      bgcolor: '#F1F0EA',
                      color: 'text.primary',
                    }}
                  >
                    {tag}
                  </Box>
                ))}
              </Box>
            )}
            {details.description && (
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
                {details.description}
              </Typography>
            )}
          </Box>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: { xs: 3, sm: 4 },
            p: { xs: 2.5, sm: 3 },
            borderTop: 1,
            borderColor: 'divider',
            fontSize: 14,
          }}
        >
          <Box>
            <Section title="Ingredients">
              <Typography sx={{ fontSize: 14, lineHeight: 1.6, color: 'text.secondary' }}>
                {details.ingredients}
              </Typography>
            </Section>
            <Section title="Opening instructions">
              <Typography sx={{ fontSize: 14, lineHeight: 1.6, color: 'text.secondary' }}>
                {details.opening_instructions}
              </Typography>
            </Section>
            <Section title="Heating instructions">
              <Typography sx={{ fontSize: 14, lineHeight: 1.6, color: 'text.secondary' }}>
                {details.heating_instructions}
              </Typography>
            </Section>
          </Box>
          <NutritionTable item={item} />
        </Box>
      </Box>
    </Dialog>
  );
}
