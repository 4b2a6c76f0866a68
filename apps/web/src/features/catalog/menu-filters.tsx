import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { CheckIcon, ExpandIcon, SearchIcon } from '../../components/meals/icons';
import { visuallyHidden } from '../../components/meals/styles';
import { ATTRIBUTE_TAGS, MENU_SORTS, SORT_LABELS, toggleTag, type MenuQuery } from './menu-query';

type Update = (patch: Partial<MenuQuery>, options?: { replace?: boolean }) => void;

/**
 * A pill-shaped native input or select. Native on purpose: MUI's inputs would put some 13 KB of
 * input machinery into the menu's chunk, and share it with the forms' chunks at a cost to both.
 */
const fieldSx = {
  width: '100%',
  height: 44,
  font: 'inherit',
  fontSize: 15,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid rgba(0,0,0,0.23)',
  borderRadius: 999,
  outline: 'none',
  transition: 'border-color 150ms, box-shadow 150ms',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': {
    borderColor: 'primary.main',
    outline: '2px solid',
    outlineColor: 'primary.main',
  },
} as const;

/** An icon drawn inside a field (search, the sort arrow), letting clicks through to it. */
const iconInFieldSx = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  fontSize: 22,
  color: 'text.secondary',
  pointerEvents: 'none',
} as const;

/**
 * Search by name. It keeps what is typed itself (so the caret never jumps) and writes it to the
 * URL as it goes, replacing the history entry: typing is not a trail of Back steps. A change
 * from outside (Reset, Back) is taken over while rendering.
 */
function SearchField({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  return (
    <Box sx={{ position: 'relative', flex: { xs: '1 1 100%', md: '0 0 280px' } }}>
      <Box component="span" sx={{ ...iconInFieldSx, left: 14 }}>
        <SearchIcon />
      </Box>
      <Box
        component="input"
        type="search"
        value={text}
        placeholder="Search meals"
        aria-label="Search meals by name"
        enterKeyHint="search"
        autoComplete="off"
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setText(e.target.value);
          setSeen(e.target.value);
          onChange(e.target.value);
        }}
        sx={{
          ...fieldSx,
          pl: 5.5,
          pr: 2,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
    </Box>
  );
}

export function SortSelect({ value, onChange }: { value: MenuQuery['sort']; onChange: Update }) {
  const id = useId();
  return (
    <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          fontSize: 14,
          color: 'text.secondary',
          whiteSpace: 'nowrap',
          // The select says what it sorts by; on a phone the label is for screen readers only.
          '@media (max-width: 599.95px)': visuallyHidden,
        }}
      >
        Sort by
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="select"
          id={id}
          value={value}
          onChange={(e: ChangeEvent<HTMLSelectElement>) =>
            onChange({ sort: e.target.value as MenuQuery['sort'] })
          }
          sx={{
            ...fieldSx,
            appearance: 'none',
            minWidth: { xs: 0, sm: 210 },
            height: 40,
            pl: 2,
            pr: 5,
            cursor: 'pointer',
          }}
        >
          {MENU_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </Box>
        <Box component="span" sx={{ ...iconInFieldSx, right: 14 }}>
          <ExpandIcon />
        </Box>
      </Box>
    </Box>
  );
}

/** The search and the diet chips, on one row where there is room; they live in the query string. */
export function MenuFilters({ query, onChange }: { query: MenuQuery; onChange: Update }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1.5,
      }}
    >
      <SearchField value={query.q} onChange={(q) => onChange({ q }, { replace: true })} />
      <Box
        role="group"
        aria-label="Filter by diet"
        sx={{
          flex: { xs: '1 1 100%', md: '1 1 0' },
          minWidth: 0,
          display: 'flex',
          gap: 1,
          // One swipeable row on phones and tablets; wrapped on wider screens.
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollbarWidth: 'none',
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          py: 0.25,
        }}
      >
        {ATTRIBUTE_TAGS.map((tag) => {
          const selected = query.tags.includes(tag);
          return (
            <Box
              component="button"
              type="button"
              key={tag}
              onClick={() => onChange({ tags: toggleTag(query.tags, tag) })}
              aria-pressed={selected}
              sx={{
                flex: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                height: 36,
                px: 1.75,
                pl: selected ? 1.25 : 1.75,
                font: 'inherit',
                fontSize: 14,
                fontWeight: 600,
                cursor: 'pointer',
                borderRadius: 999,
                border: '1px solid',
                borderColor: selected ? 'primary.main' : 'rgba(0,0,0,0.2)',
                bgcolor: selected ? 'primary.main' : 'background.paper',
                color: selected ? 'primary.contrastText' : 'text.primary',
                transition: 'background-color 150ms, border-color 150ms',
                '&:hover': { borderColor: selected ? 'primary.dark' : 'text.primary' },
                '&:focus-visible': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              {selected && <CheckIcon style={{ fontSize: 18 }} />}
              {tag}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
