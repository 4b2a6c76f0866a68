import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_HEATING_INSTRUCTIONS,
  DEFAULT_OPENING_INSTRUCTIONS,
  MenuItemInput,
  type AdminMenuItem,
} from '@mealbox/contracts';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { FormTextField } from '../../../components/forms/form-text-field';
import { NumberField } from '../../../components/forms/number-field';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { errorMessage } from '../../../lib/http';
import { AuditTrailPanel, useCan } from '../../admin';
import { useAdminMenuItem, useMenuItemTags } from '../api/get-menu-item';
import { useSaveMenuItem } from '../api/save-menu-item';
import { ImageField } from './image-field';
import { NEW_MENU_ITEM, menuItemPath } from './menu-item-path';
import { TagsField } from './tags-field';

const fresh: MenuItemInput = {
  sku: '',
  short_name: '',
  name: '',
  description: '',
  image: '',
  price: 0,
  premium_surcharge: 0,
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  sugar: 0,
  fiber: 0,
  sat_fat: 0,
  cholesterol: 0,
  sodium: 0,
  ingredients: '',
  attribute_tags: [],
  badge_value: null,
  badge_color: null,
  larger_portion: false,
  opening_instructions: null,
  heating_instructions: null,
  active: true,
};

const fieldsOf = ({ id: _id, created_at: _c, updated_at: _u, ...fields }: AdminMenuItem) => fields;

/** `/admin/menuItems/view/:menuItemId`: a meal's every field; `new` makes one. */
export function MenuItemEditor({ menuItemId }: { menuItemId: string }) {
  const id = menuItemId === NEW_MENU_ITEM ? null : Number(menuItemId);
  const item = useAdminMenuItem(id !== null && Number.isInteger(id) && id > 0 ? id : null);
  if (id !== null && !(Number.isInteger(id) && id > 0)) {
    return <Alert severity="error">There is no such menu item.</Alert>;
  }
  if (id !== null && item.isPending) return <LinearProgress aria-label="Loading the meal" />;
  if (id !== null && item.isError) {
    return (
      <Alert severity="error">
        {errorMessage(item.error, 'The meal could not be loaded.')}{' '}
        <Link component={RouterLink} to="/admin/menuItems">
          Back to the menu items
        </Link>
      </Alert>
    );
  }
  return <MenuItemForm item={item.data ?? null} />;
}

function MenuItemForm({ item }: { item: AdminMenuItem | null }) {
  const canManage = useCan('manage-menus');
  const tags = useMenuItemTags().data?.tags ?? [];
  const save = useSaveMenuItem(item?.id ?? null);
  const navigate = useNavigate();
  const [saved, setSaved] = useState<string | null>(null);
  const { control, banner, submit } = useStoreForm(MenuItemInput, item ? fieldsOf(item) : fresh);
  const onSubmit = submit(async (values) => {
    setSaved(null);
    const answer = await save.mutateAsync(values);
    if (item) setSaved('The meal has been saved.');
    else await navigate(menuItemPath(answer.id), { replace: true });
  });
  const section = (title: string) => (
    <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
      {title}
    </Typography>
  );
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box component="fieldset" disabled={!canManage} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <StoreForm onSubmit={onSubmit} banner={banner}>
          {saved && <Alert severity="success">{saved}</Alert>}
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
            {section('The meal')}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
              }}
            >
              <FormTextField control={control} name="name" label="Name" />
              <FormTextField control={control} name="sku" label="SKU" />
              <FormTextField
                control={control}
                name="short_name"
                label="Short name"
                helperText="Its address: /meals/short-name."
              />
              <Box sx={{ display: 'flex', gap: 2 }}>
                <FormTextField control={control} name="badge_value" label="Badge" />
                <FormTextField
                  control={control}
                  name="badge_color"
                  label="Badge colour"
                  helperText="Like #ff8800."
                />
              </Box>
            </Box>
            <FormTextField
              control={control}
              name="description"
              label="Description"
              multiline
              minRows={2}
            />
            <ImageField control={control} disabled={!canManage} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <CheckboxField control={control} name="active" label="Active (offered on menus)" />
              <CheckboxField control={control} name="larger_portion" label="Larger portion" />
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
            {section('Price')}
            <Box sx={grid}>
              <NumberField control={control} name="price" label="Price" money />
              <NumberField
                control={control}
                name="premium_surcharge"
                label="Premium surcharge"
                money
                helperText="Added per meal in a plan's box; $0.00 for none."
              />
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
            {section('Nutrition')}
            <Box sx={grid}>
              <NumberField control={control} name="calories" label="Calories" />
              <NumberField control={control} name="protein" label="Protein (g)" />
              <NumberField control={control} name="carbs" label="Carbs (g)" />
              <NumberField control={control} name="fat" label="Fat (g)" />
              <NumberField control={control} name="sat_fat" label="Saturated fat (g)" />
              <NumberField control={control} name="sugar" label="Sugar (g)" />
              <NumberField control={control} name="fiber" label="Fiber (g)" />
              <NumberField control={control} name="cholesterol" label="Cholesterol (mg)" />
              <NumberField control={control} name="sodium" label="Sodium (mg)" />
            </Box>
            <FormTextField
              control={control}
              name="ingredients"
              label="Ingredients"
              multiline
              minRows={2}
            />
            <TagsField control={control} tags={tags} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
            {section('Instructions')}
            <FormTextField
              control={control}
              name="opening_instructions"
              label="Opening instructions"
              multiline
              helperText={`Empty: "${DEFAULT_OPENING_INSTRUCTIONS}"`}
            />
            <FormTextField
              control={control}
              name="heating_instructions"
              label="Heating instructions"
              multiline
              helperText={`Empty: "${DEFAULT_HEATING_INSTRUCTIONS}"`}
            />
          </Paper>
          {canManage && (
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {item ? 'Save meal' : 'Create meal'}
              </Button>
            </Box>
          )}
        </StoreForm>
      </Box>
      {item && <AuditTrailPanel subject={{ entity: 'menu_item', entityId: item.id }} />}
    </Box>
  );
}
