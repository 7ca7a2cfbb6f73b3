import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

interface Branching<T> {
  id: number;
  children: T[];
}

/** The ids of every node that has children (to expand the whole tree). */
export function branchIds<T extends Branching<T>>(tree: T[]): number[] {
  return tree.flatMap((node) => (node.children.length > 0 ? [node.id, ...branchIds(node.children)] : []));
}

/**
 * A settings tree loaded from the server and shown fully expanded: after each reload, new branches open
 * too, so an added or moved node stays in sight; branches the user folded stay folded until they change.
 */
export function useExpandedTree<T extends Branching<T>>(queryKey: QueryKey, fetchTree: () => Promise<{ data: T[] }>) {
  const answer = useQuery({ queryKey, queryFn: async () => (await fetchTree()).data });
  const [expanded, setExpanded] = useState<number[]>([]);
  const [opened, setOpened] = useState<T[]>();
  if (answer.data && answer.data !== opened) {
    setOpened(answer.data);
    setExpanded((open) => [...new Set([...open, ...branchIds(answer.data)])]);
  }
  const reload = async () => {
    await answer.refetch();
  };
  return { tree: answer.data ?? [], loading: answer.isFetching, expanded, setExpanded, reload };
}
