import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts/api/logout';
import { PageLoading } from '../../components/page-loading';

/** /logout is a link that logs out (spec §2), then returns home. */
export default function LogoutRoute() {
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout.mutate(undefined, {
      onSettled: () =>
        void navigate('/', { replace: true, state: { flash: 'You have been logged out.' } }),
    });
  }, [logout, navigate]);
  return <PageLoading label="Logging out" />;
}
