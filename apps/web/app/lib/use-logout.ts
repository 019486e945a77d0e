import { logout } from '@atrium/contract/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { call } from './api-client';
import { clearSession } from './session';

/**
 * Logout (requirements 1 §4): the server ends the refresh cookie's session (decision 026), then token,
 * user and flag go, cached data with them, then the Login route. A failed call still signs out here.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void call(logout, {})
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        queryClient.clear();
        void navigate('/admin/login', { replace: true });
      });
  }, [navigate, queryClient]);
}
