import { useCallback, useEffect, useState } from 'react';

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
export function useExpandedTree<T extends Branching<T>>(fetchTree: () => Promise<{ data: T[] }>) {
  const [tree, setTree] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<number[]>([]);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const { data } = await fetchTree();
      setTree(data);
      setExpanded((open) => [...new Set([...open, ...branchIds(data)])]);
    } finally {
      setLoading(false);
    }
  }, [fetchTree]);

  useEffect(() => {
    void reload().catch(() => undefined);
  }, [reload]);

  return { tree, loading, expanded, setExpanded, reload };
}
