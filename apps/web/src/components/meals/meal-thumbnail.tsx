import Box from '@mui/material/Box';

/** A meal's picture as a small fixed-size thumbnail beside its name (decorative: the name says it). */
export function MealThumbnail({
  src,
  width,
  height,
  radius = 1,
}: {
  src: string;
  width: number;
  height: number;
  radius?: number;
}) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={width}
      height={height}
      sx={{ width, height, objectFit: 'cover', borderRadius: radius, flex: 'none' }}
    />
  );
}
