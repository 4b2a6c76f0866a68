import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function AdminPage({ title }: { title: string }) {
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This page is not built yet.</Typography>
    </Box>
  );
}
