import type { CaseSummary } from '@proposal-desk/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchCaseSummary } from '../../api/cases';

export type SummaryState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; summary: CaseSummary };

/** Loads the caller's case summary; `reload` fetches it again. */
export function useCaseSummary(): { state: SummaryState; reload(): void } {
  const [state, setState] = useState<SummaryState>({ kind: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetchCaseSummary().then(
      ({ data }) => live && setState({ kind: 'ready', summary: data }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
