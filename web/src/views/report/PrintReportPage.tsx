import { ArrowLeftOutlined } from '@ant-design/icons';
import { catalogueEntry, LETTER_REPORT_IDS, type LetterReportId, reportDefinition } from '@proposal-desk/shared';
import { Button, Result, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { printRouteName } from '../../router/print-routes';
import { ParamBar } from './ParamBar';
import { LetterBatchButton } from './LetterBatchButton';
import { ReportActions } from './ReportActions';
import { ReportPreview } from './ReportPreview';
import { applyChanges, queryFromSearch, searchFromQuery, type ParamChanges } from './report-query';
import { useReportData, useReportOptions } from './use-report-data';
import './print-report.css';

export const REPORT_CENTRE_PATH = '/report/reportCenter';

/** Every hidden print route: the report's parameter bar (kept in the URL), its preview, print and downloads. */
export function PrintReportPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const id = printRouteName(pathname);
  const definition = reportDefinition(id);
  const entry = useMemo(() => (definition ? catalogueEntry(definition) : undefined), [definition]);
  const query = useMemo(() => queryFromSearch(searchParams, entry?.params ?? []), [searchParams, entry]);
  const options = useReportOptions();
  const letter = (LETTER_REPORT_IDS as readonly string[]).includes(id) ? (id as LetterReportId) : undefined;
  // A document waits for its case, a letter for its unit (the office's choice; a unit's own is implied) or its submitter.
  const waitingFor =
    entry?.params.includes('caseId') && !query.caseId
      ? 'pickCase'
      : letter === 'assignmentLetterPrint' && !query.unitId && (options?.units.length ?? 0) !== 1
        ? 'pickUnit'
        : letter === 'memberLetterPrint' && !query.memberId
          ? 'pickMember'
          : undefined;
  const state = useReportData(id, query, Boolean(entry) && !waitingFor);

  if (!entry) return <Result status="404" title={t('reports.page.unknown', { id })} />;

  const change = (changes: ParamChanges) => setSearchParams(searchFromQuery(applyChanges(query, changes), entry.params), { replace: true });

  return (
    <div className="report-print-page">
      <div className="report-toolbar no-print">
        <div className="report-toolbar-head">
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(REPORT_CENTRE_PATH)}>
              {t('reports.page.back')}
            </Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {entry.title[lang]}
            </Typography.Title>
            <Tag>{t(`reports.kind.${entry.kind}`)}</Tag>
          </Space>
          <ReportActions
            // Another report starts with its own buttons: no spinner or "downloaded" line of the last one.
            key={id}
            id={id}
            fileTitle={state.data?.title ?? entry.title.zh}
            query={query}
            disabled={!state.data || Boolean(state.error) || Boolean(waitingFor)}
            word={entry.word}
            extra={
              letter && (options?.units.length ?? 0) > 1 ? (
                <LetterBatchButton id={letter} query={query} disabled={Boolean(state.error) && !waitingFor} />
              ) : null
            }
          />
        </div>
        {entry.params.length ? (
          <ParamBar entry={entry} caseKinds={definition?.caseKinds} query={query} options={options} onChange={change} />
        ) : null}
      </div>
      <ReportPreview state={state} waitingFor={waitingFor ? t(`reports.page.${waitingFor}`) : undefined} />
    </div>
  );
}
