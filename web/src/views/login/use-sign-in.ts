import type { TokenAnswer } from '@proposal-desk/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { redirectTarget } from '../../router/guard';
import { useUserStore } from '../../stores/user';

/** Stores a token answer and enters the app at the `redirect` query (or '/'); the guard loads the rest. */
export function useSignIn(): (answer: TokenAnswer) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const setToken = useUserStore((s) => s.setToken);
  return useCallback(
    (answer: TokenAnswer) => {
      setToken(answer);
      void navigate(redirectTarget(search), { replace: true });
    },
    [navigate, search, setToken],
  );
}
