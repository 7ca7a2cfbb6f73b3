import { type ReportCatalogueEntry, RUN_FORMAT_CHOICES } from '@proposal-desk/shared';
import { Form, Input, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchReportCatalogue } from '../../api/report-runs';

/** Reports a run can render without picking one case (one-case documents are printed from their own page). */
const batchable = (entry: ReportCatalogueEntry) => !entry.params.includes('caseId');
const NONE: ReportCatalogueEntry[] = [];

/**
 * The "what to render" part of a run request, used by the new-run dialog and the schedule dialog:
 * a pack (body + session) or a list of reports, and the output formats. Field names follow ReportRunRequest.
 */
export function RunRequestFields() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { data: catalogue = NONE } = useQuery({
    queryKey: ['reportCatalogue'],
    queryFn: async () => (await fetchReportCatalogue()).data,
    select: (entries) => entries.filter(batchable),
  });
  const form = Form.useFormInstance();
  const mode = Form.useWatch('mode', form) as 'pack' | 'list' | undefined;

  return (
    <>
      <Form.Item name="mode" label={t('reportRuns.dialog.what')} initialValue="pack">
        <Radio.Group>
          <Radio value="pack">{t('reportRuns.dialog.pack')}</Radio>
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
            optionFilterProp="label"
            options={catalogue.map((entry) => ({ value: entry.id, label: entry.title[lang] }))}
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="body" label={t('reportRuns.dialog.body')} initialValue="NPC">
            <Radio.Group>
              <Radio value="NPC">{lang === 'en' ? 'NPC' : '人大'}</Radio>
              <Radio value="CPPCC">{lang === 'en' ? 'CPPCC' : '政协'}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="sessionId" label={t('reportRuns.dialog.session')}>
            <Input placeholder={t('reportRuns.dialog.sessionCurrent')} inputMode="numeric" />
          </Form.Item>
        </>
      )}
      <Form.Item name="formats" label={t('reportRuns.dialog.formats')} initialValue="both">
        <Radio.Group>
          {RUN_FORMAT_CHOICES.map((choice) => (
            <Radio key={choice} value={choice}>
              {choice === 'both' ? t('reportRuns.dialog.both') : choice === 'pdf' ? 'PDF' : 'Excel'}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
    </>
  );
}
