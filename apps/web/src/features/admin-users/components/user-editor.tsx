import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AuditTrailPanel, useCan } from '../../admin';
import { useAdminUser } from '../api/get-user';
import { EditUserForm, NewUserForm } from './user-form';

const sectionTitle = { fontSize: '1.1rem', mb: 2 } as const;

/**
 * `/admin/user/add` makes a user (then opens their page); `/admin/user/edit/:userId` changes a
 * user's profile and permissions, with its history.
 */
export function UserEditor({ userId }: { userId: string | undefined }) {
  const navigate = useNavigate();
  const canManage = useCan('manage-users');
  const isNew = userId === undefined;
  const id = isNew || !/^\d+$/.test(userId) ? null : Number(userId);
  const user = useAdminUser(id);
  if (!isNew && id === null) return <Alert severity="error">There is no such user.</Alert>;
  if (!isNew && user.isPending) return <CircularProgress aria-label="Loading the user" />;
  if (!isNew && !user.data) {
    return <Alert severity="error">{user.error?.message ?? 'There is no such user.'}</Alert>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
      {!canManage && (
        <Alert severity="info">You may look, but changing users needs manage-users.</Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="user-profile">
        <Typography variant="h2" id="user-profile" sx={sectionTitle}>
          Profile and permissions
        </Typography>
        {user.data ? (
          <>
            <Typography sx={{ mb: 2 }}>
              <Link component={RouterLink} to={`/admin/customer/edit/${user.data.id}`}>
                Customer record of {user.data.first_name} {user.data.last_name}
              </Link>
            </Typography>
            <EditUserForm key={user.data.id} user={user.data} disabled={!canManage} />
          </>
        ) : (
          <NewUserForm
            disabled={!canManage}
            onCreated={(created) => void navigate(`/admin/user/edit/${created}`)}
          />
        )}
      </Paper>
      {id !== null && <AuditTrailPanel subject={{ entity: 'user', entityId: id }} />}
    </Box>
  );
}
