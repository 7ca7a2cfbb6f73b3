/** @jsxRuntime automatic */
import type { ReportBlock, ReportData } from '../reports/report-data';
import { BarChart } from './BarChart';
import { DrillLinkContext, type DrillHref } from './drill-context';
import { FieldGrid } from './FieldGrid';
import { Paragraph } from './Paragraph';
import { PRINT_CSS, pageCss } from './print-css';
import { PrintPage } from './PrintPage';
import { PrintTable } from './PrintTable';
import { LetterheadBlock, TitleBlock } from './TitleBlock';

function Block({ block, lang }: { block: ReportBlock; lang: 'zh' | 'en' }) {
  switch (block.type) {
    case 'table':
      return <PrintTable block={block} lang={lang} />;
    case 'fields':
      return <FieldGrid block={block} />;
    case 'paragraph':
      return <Paragraph block={block} lang={lang} />;
    case 'chart':
      return <BarChart block={block} lang={lang} />;
    default: {
      const never: never = block;
      return never;
    }
  }
}

export interface ReportDocumentProps {
  data: ReportData;
  /**
   * Draw the running header and footer on every printed page with CSS page-margin boxes (the web
   * preview's browser print and the server's Chromium PDF; on by default).
   */
  marginBoxes?: boolean;
  /** Where a figure's list is: each figure with a list becomes a link to it (the preview and the PDF). */
  drillHref?: DrillHref | undefined;
}

/** Any report laid out from the print primitives: the same sheet in the preview and in the PDF. */
export function ReportDocument({ data, marginBoxes = true, drillHref }: ReportDocumentProps) {
  // A letter prints nothing above its red letterhead (GB/T 9704): no running header.
  const header = data.letterhead ? '' : data.header;
  const css = PRINT_CSS + pageCss({ orientation: data.orientation, marginBoxes: marginBoxes ? { ...data, header } : undefined });
  const lang = data.lang ?? 'zh';
  return (
    <DrillLinkContext.Provider value={drillHref}>
      <div className="pd-doc">
        <style dangerouslySetInnerHTML={{ __html: css }} />
        <PrintPage orientation={data.orientation} header={header} generatedAt={data.generatedAt} generatedBy={data.generatedBy}>
          {data.letterhead ? <LetterheadBlock {...data.letterhead} /> : <TitleBlock title={data.title} subtitle={data.subtitle} />}
          {data.blocks.map((block, index) => (
            <Block key={index} block={block} lang={lang} />
          ))}
        </PrintPage>
      </div>
    </DrillLinkContext.Provider>
  );
}
