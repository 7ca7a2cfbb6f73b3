/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import type { PageOrientation } from '../reports/report-data';
import { footerLine } from './format';

export interface PrintPageProps {
  orientation: PageOrientation;
  /** The running header: body and session; empty for a letter, whose letterhead heads its first page. */
  header: string;
  generatedAt: string;
  generatedBy?: string | undefined;
  children: ReactNode;
}

/**
 * An A4 sheet in the report's orientation. On screen it shows the running header and footer once;
 * in print they repeat on every page as CSS page-margin boxes (see pageCss), so the bands here are
 * hidden in print.
 */
export function PrintPage({ orientation, header, generatedAt, generatedBy, children }: PrintPageProps) {
  return (
    <div className={`pd-sheet pd-sheet--${orientation}`}>
      {header ? (
        <div className="pd-running pd-running--header">
          <span>{header}</span>
        </div>
      ) : null}
      {children}
      <div className="pd-running pd-running--footer">
        <span>{footerLine(generatedAt, generatedBy)}</span>
      </div>
    </div>
  );
}
