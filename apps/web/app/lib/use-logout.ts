import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from './session';

/** Logout (spec 1 §4): token, user and flag go, cached data with them, then the Login route. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate('/admin/login', { replace: true });
  }, [navigate, queryClient]);
}
