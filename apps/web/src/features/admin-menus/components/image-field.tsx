import { useId, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MENU_IMAGE_TYPES, imageProblem, type MenuItemInput } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { useUploadImage } from '../api/upload-image';

/**
 * The meal's picture: shown, and replaced by an uploaded file. The file is checked here by the
 * contract's rule (its bytes, its size) before it is sent; the server checks it again.
 */
export function ImageField({
  control,
  disabled,
}: {
  control: Control<MenuItemInput>;
  disabled: boolean;
}) {
  const id = useId();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Controller
      control={control}
      name="image"
      render={({ field, fieldState }) => (
        <Box
          component="section"
          aria-labelledby={`${id}-title`}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <Box
            component="img"
            src={field.value || undefined}
            alt={field.value ? 'The meal as customers see it' : ''}
            sx={{
              width: 160,
              height: 120,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          />
          <Box sx={{ display: 'grid', gap: 1, minWidth: 220 }}>
            <Typography id={`${id}-title`} component="p" sx={{ fontWeight: 600 }}>
              Picture
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {field.value || 'None yet'}
            </Typography>
            {!disabled && (
              <Box>
                <Button component="label" variant="outlined" size="small" htmlFor={`${id}-file`}>
                  Upload a picture
                </Button>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept={Object.keys(MENU_IMAGE_TYPES).join(',')}
                  aria-describedby={`${id}-hint`}
                  style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (!file) return;
                    const bad = imageProblem(new Uint8Array(await file.arrayBuffer()));
                    setProblem(bad);
                    if (bad) return;
                    try {
                      const uploaded = await upload.mutateAsync(file);
                      field.onChange(uploaded.path);
                    } catch (error) {
                      setProblem(errorMessage(error, 'The picture could not be uploaded.'));
                    }
                  }}
                />
              </Box>
            )}
            <FormHelperText id={`${id}-hint`}>
              JPEG, PNG or WebP, at most 2 MB. Saved with the meal.
            </FormHelperText>
            {upload.isPending && <LinearProgress aria-label="Uploading the picture" />}
            {(problem ?? fieldState.error?.message) && (
              <Alert severity="error">{problem ?? fieldState.error?.message}</Alert>
            )}
          </Box>
        </Box>
      )}
    />
  );
}
