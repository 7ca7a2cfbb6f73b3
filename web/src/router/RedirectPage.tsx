import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from './LazyBoundary';

/** `/redirect/<path>` navigates to `<path>` (the "refresh" of the shell re-enters a page this way). */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return <PageSpinner />;
}
