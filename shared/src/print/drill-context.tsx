/** @jsxRuntime automatic */
import { createContext, type ReactNode, useContext } from 'react';
import type { DrillTarget } from '../reports/report-data';

/**
 * How a figure's list is addressed where the document is shown: a path of the web app in the preview,
 * an absolute address in the PDF; none where the reader cannot open that list. Without it (a test, a
 * document without links) figures print as plain text.
 */
export type DrillHref = (drill: DrillTarget) => string | undefined;

export const DrillLinkContext = createContext<DrillHref | undefined>(undefined);

/** A figure, a link to its list when the document has links and the figure a list. */
export function FigureLink({ drill, label, children }: { drill: DrillTarget | undefined; label: string; children: ReactNode }) {
  const hrefOf = useContext(DrillLinkContext);
  const href = hrefOf && drill ? hrefOf(drill) : undefined;
  if (!href) return <>{children}</>;
  return (
    <a className="pd-drill" href={href} aria-label={label}>
      {children}
    </a>
  );
}
