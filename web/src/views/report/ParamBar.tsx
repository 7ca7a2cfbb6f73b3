import {
  isPropertyOfBody,
  REPORT_PARAM_LABELS,
  reportBodiesOf,
  sessionsOfBody,
  type ReportCatalogueEntry,
  type ReportOptions,
  type ReportParamName,
} from '@proposal-desk/shared';
import { Checkbox, DatePicker, Form, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '../../api/reports';
import { MemberSelect } from '../case/shared/MemberSelect';
import { CasePicker } from './CasePicker';
import { bodyNotAllowed, effectiveBody, effectiveSessionId, type ParamChanges } from './report-query';

export interface ParamBarProps {
  entry: ReportCatalogueEntry;
  /** One-case documents: the case kinds the picker offers. */
  caseKinds?: readonly string[];
  query: ReportQuery;
  options?: ReportOptions;
  onChange: (changes: ParamChanges) => void;
}

const dateOf = (text: string | undefined) => (text ? dayjs(text) : null);
const textOf = (date: dayjs.Dayjs | null | undefined) => (date ? date.format('YYYY-MM-DD') : undefined);

/**
 * The report's declared parameters as controls, in its order; every change goes straight to the URL. The
 * 届别 offers only the bodies the caller may choose (those whose sessions the options hold): a link that
 * names another body is put back to the caller's own, rather than ending in a refusal.
 */
export function ParamBar({ entry, caseKinds, query, options, onChange }: ParamBarProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const label = (name: ReportParamName) => REPORT_PARAM_LABELS[name][lang];
  const body = effectiveBody(entry, query, options);
  const allowedBodies = reportBodiesOf(options);
  const offeredBodies = allowedBodies.length ? allowedBodies : [body];
  const any = t('reports.bar.any');
  const set = (name: ReportParamName, value: string | undefined) => onChange({ [name]: value });
  const wrongBody = entry.params.includes('body') && bodyNotAllowed(entry, query, options);
  useEffect(() => {
    if (wrongBody) onChange({ body: undefined });
  }, [wrongBody, onChange]);

  const control = (name: ReportParamName): ReactNode => {
    switch (name) {
      case 'body':
        return (
          <Radio.Group aria-label={label(name)} value={body} onChange={(e) => set('body', String(e.target.value))}>
            {offeredBodies.map((code) => (
              <Radio.Button key={code} value={code}>
                {t(`reports.bar.body${code}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        );
      case 'sessionId':
        return (
          <Select
            aria-label={label(name)}
            style={{ width: 300 }}
            value={effectiveSessionId(body, query, options)}
            onChange={(id: number) => set('sessionId', String(id))}
            options={sessionsOfBody(options, body).map((s) => ({
              value: s.id,
              label: s.isCurrent ? `${s.name}${t('reports.bar.currentSession')}` : s.name,
            }))}
          />
        );
      case 'from':
        return entry.params.includes('to') ? (
          <DatePicker.RangePicker
            aria-label={t('reports.bar.dateRange')}
            allowEmpty={[true, true]}
            value={[dateOf(query.from), dateOf(query.to)]}
            onChange={(dates) => onChange({ from: textOf(dates?.[0]), to: textOf(dates?.[1]) })}
          />
        ) : (
          <DatePicker aria-label={label(name)} value={dateOf(query.from)} onChange={(d) => set('from', textOf(d))} />
        );
      case 'to':
        return entry.params.includes('from') ? null : (
          <DatePicker aria-label={label(name)} value={dateOf(query.to)} onChange={(d) => set('to', textOf(d))} />
        );
      case 'asOf':
        return <DatePicker aria-label={label(name)} value={dateOf(query.asOf)} onChange={(d) => set('asOf', textOf(d))} />;
      case 'unitId':
        return (
          <Select
            aria-label={label(name)}
            style={{ width: 200 }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={any}
            value={query.unitId ? Number(query.unitId) : undefined}
            onChange={(id?: number) => set('unitId', id ? String(id) : undefined)}
            options={(options?.units ?? []).map((u) => ({ value: u.id, label: u.name }))}
          />
        );
      case 'unitSystem':
      case 'category':
      case 'property': {
        const properties = options?.properties.filter((property) => isPropertyOfBody(body, property.value));
        const list = name === 'unitSystem' ? options?.unitSystems : name === 'category' ? options?.categories[body] : properties;
        return (
          <Select
            aria-label={label(name)}
            style={{ width: 150 }}
            allowClear
            placeholder={any}
            value={query[name]}
            onChange={(value?: string) => set(name, value)}
            options={(list ?? []).map((o) => ({ value: o.value, label: o[lang] }))}
          />
        );
      }
      case 'keyOnly':
        return (
          <Checkbox checked={query.keyOnly === 'true'} onChange={(e) => set('keyOnly', e.target.checked ? 'true' : undefined)}>
            {label(name)}
          </Checkbox>
        );
      case 'caseId':
        return (
          <CasePicker
            label={label(name)}
            body={entry.body}
            kind={caseKinds?.length === 1 ? caseKinds[0] : undefined}
            value={query.caseId ? Number(query.caseId) : undefined}
            onChange={(id) => set('caseId', id ? String(id) : undefined)}
          />
        );
      case 'memberId':
        return (
          <MemberSelect<number>
            aria-label={label(name)}
            body={body}
            placeholder={t('reports.bar.chooseMember')}
            value={query.memberId ? Number(query.memberId) : undefined}
            onChange={(id) => set('memberId', id ? String(id) : undefined)}
          />
        );
      case 'docSeq':
        return (
          <InputNumber
            aria-label={label(name)}
            min={1}
            max={99999}
            precision={0}
            placeholder={t('reports.bar.docSeqBlank')}
            style={{ width: 140 }}
            value={query.docSeq ? Number(query.docSeq) : null}
            onChange={(value) => set('docSeq', typeof value === 'number' ? String(value) : undefined)}
          />
        );
      default: {
        const never: never = name;
        return never;
      }
    }
  };

  return (
    <Form layout="inline" className="report-param-bar">
      {entry.params.map((name) => {
        const node = control(name);
        if (!node) return null;
        const itemLabel =
          name === 'keyOnly' ? undefined : name === 'from' && entry.params.includes('to') ? t('reports.bar.dateRange') : label(name);
        return (
          <Form.Item key={name} label={itemLabel} className={`report-param report-param-${name}`}>
            {node}
          </Form.Item>
        );
      })}
    </Form>
  );
}
