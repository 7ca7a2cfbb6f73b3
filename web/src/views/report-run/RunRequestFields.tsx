import { type BodyCode, packBodiesOf, type ReportCatalogueEntry, RUN_FORMAT_CHOICES, sessionsOfBody } from '@proposal-desk/shared';
import { Form, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReportCatalogue } from '../../api/report-runs';
import { useReportOptions } from '../report/use-report-data';

/** Reports a run can render without picking one case (one-case documents are printed from their own page). */
const batchable = (entry: ReportCatalogueEntry) => !entry.params.includes('caseId');
const NONE: ReportCatalogueEntry[] = [];

export interface RunRequestFieldsProps {
  /** Under the session: what a blank session means here (a schedule takes the current session each time it runs). */
  sessionHint?: string;
}

/**
 * The "what to render" part of a run request, used by the new-run dialog and the schedule dialog:
 * a pack (body + session) or a list of reports, and the output formats. Field names follow ReportRunRequest.
 * Only what the caller may run is offered: the pack of a body whose every report is in their catalogue,
 * and that body's sessions by name (blank = the current one); the list of their catalogue's reports.
 */
export function RunRequestFields({ sessionHint }: RunRequestFieldsProps = {}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { data: catalogue = NONE, isSuccess: catalogueKnown } = useQuery({
    queryKey: ['reportCatalogue'],
    queryFn: async () => (await fetchReportCatalogue()).data,
  });
  const options = useReportOptions();
  const form = Form.useFormInstance();
  const mode = Form.useWatch('mode', form) as 'pack' | 'list' | undefined;
  const body = Form.useWatch('body', form) as BodyCode | undefined;
  const sessionId = Form.useWatch('sessionId', form) as number | null | undefined;

  const known = catalogueKnown && options !== undefined;
  const packBodies = useMemo(() => (known ? packBodiesOf(catalogue, options) : []), [known, catalogue, options]);
  const sessions = body ? sessionsOfBody(options, body) : [];
  const current = sessions.find((s) => s.isCurrent);

  // A choice the caller may not make is never left standing: no pack → the list; another body → theirs;
  // a session of the other body (after a body change) → the current one.
  useEffect(() => {
    if (!known) return;
    if (mode === 'pack' && packBodies.length === 0) form.setFieldValue('mode', 'list');
    else if (mode === 'pack' && body && !packBodies.includes(body)) form.setFieldValue('body', packBodies[0]);
    else if (sessionId && options && !sessionsOfBody(options, body ?? 'NPC').some((s) => s.id === sessionId))
      form.setFieldValue('sessionId', undefined);
  }, [known, mode, body, sessionId, packBodies, options, form]);

  return (
    <>
      <Form.Item name="mode" label={t('reportRuns.dialog.what')} initialValue="pack">
        <Radio.Group>
          {!known || packBodies.length > 0 ? <Radio value="pack">{t('reportRuns.dialog.pack')}</Radio> : null}
          <Radio value="list">{t('reportRuns.dialog.list')}</Radio>
        </Radio.Group>
      </Form.Item>
      {mode === 'list' ? (
        <Form.Item
          name="reportIds"
          label={t('reportRuns.dialog.reports')}
          rules={[{ required: true, message: t('reportRuns.dialog.reportsRequired') }]}
        >
          <Select
            mode="multiple"
            allowClear
            aria-label={t('reportRuns.dialog.reports')}
            optionFilterProp="label"
            options={catalogue.filter(batchable).map((entry) => ({ value: entry.id, label: entry.title[lang] }))}
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="body" label={t('reportRuns.dialog.body')} initialValue="NPC">
            <Radio.Group>
              {packBodies.map((code) => (
                <Radio key={code} value={code}>
                  {t(`reportRuns.dialog.body${code}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item name="sessionId" label={t('reportRuns.dialog.session')} extra={sessionHint}>
            <Select
              aria-label={t('reportRuns.dialog.session')}
              allowClear
              placeholder={
                current ? t('reportRuns.dialog.sessionCurrentNamed', { name: current.name }) : t('reportRuns.dialog.sessionCurrent')
              }
              options={sessions.map((s) => ({
                value: s.id,
                label: s.isCurrent ? `${s.name}${t('reportRuns.dialog.currentMark')}` : s.name,
              }))}
            />
          </Form.Item>
        </>
      )}
      <Form.Item name="formats" label={t('reportRuns.dialog.formats')} initialValue="both">
        <Radio.Group>
          {RUN_FORMAT_CHOICES.map((choice) => (
            <Radio key={choice} value={choice}>
              {choice === 'both' ? t('reportRuns.dialog.both') : choice === 'pdf' ? 'PDF' : choice === 'docx' ? 'Word' : 'Excel'}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
    </>
  );
}
