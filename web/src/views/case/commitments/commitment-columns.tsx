import { COMMITMENT_PROGRESS, COMMITMENT_STANDINGS, type Commitment, type CommitmentStanding } from '@proposal-desk/shared';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { sortable } from '../../../components/list';
import { caseFilePath } from '../register/case-columns';
import { labelIn } from '../shared/case-options';

export const STANDING_COLORS: Record<CommitmentStanding, string> = { KEPT: 'green', LATE: 'red', OPEN: 'blue', NOT_KEPT: 'default' };

/** A commitment's standing as a coloured tag. */
export function StandingTag({ standing, language }: { standing: CommitmentStanding; language: string }) {
  return <Tag color={STANDING_COLORS[standing]}>{labelIn(COMMITMENT_STANDINGS, standing, language)}</Tag>;
}

/** What the unit last reported, in a line: its day, where it stands and what it said. */
export function latestUpdateText(t: TFunction, row: Pick<Commitment, 'updates'>, language: string): string {
  const latest = row.updates.at(-1);
  if (!latest) return t('commitments.none');
  return t('commitments.update', {
    date: latest.reportedOn,
    progress: labelIn(COMMITMENT_PROGRESS, latest.progress, language),
    text: latest.text,
  });
}

/** The columns shown on demand (column settings): the key ones fit a 1366 px window without scrolling sideways. */
export const COMMITMENT_COLUMNS_HIDDEN_AT_FIRST = ['sessionName', 'category', 'latest'] as const;

/** The 回头看 list's columns; 案号, 承诺期限 and 请求更新 are sorted by the server. */
export function commitmentColumns(t: TFunction, language: string, office: boolean): ColumnsType<Commitment> {
  const title = (key: string) => t(`commitments.columns.${key}`);
  // English headers are longer ("Promised by", "Update asked"): their columns take room from the title's.
  const english = language === 'en';
  const columns: ColumnsType<Commitment> = [
    { title: title('caseNo'), width: 110, fixed: 'left', ...sortable('caseNo'), render: (text: string | null) => text || '—' },
    {
      title: title('title'),
      key: 'title',
      dataIndex: 'title',
      width: english ? 120 : 160,
      ellipsis: true,
      render: (text: string, row) => <Link to={caseFilePath(row.caseId)}>{text}</Link>,
    },
    { title: title('session'), key: 'sessionName', dataIndex: 'sessionName', width: 120, ellipsis: true },
  ];
  if (office) columns.push({ title: title('unit'), key: 'unitName', dataIndex: 'unitName', width: english ? 110 : 120, ellipsis: true });
  columns.push(
    { title: title('category'), key: 'category', dataIndex: 'category', width: 80 },
    {
      title: title('promise'),
      key: 'promise',
      dataIndex: 'promise',
      width: english ? 140 : 180,
      ellipsis: true,
      render: (text: string) => text || <Typography.Text type="secondary">{t('commitments.noPromise')}</Typography.Text>,
    },
    {
      title: title('promisedOn'),
      width: english ? 120 : 100,
      ...sortable('promisedOn'),
      render: (day: string | null) => day ?? t('commitments.noDay'),
    },
    {
      title: title('standing'),
      key: 'standing',
      dataIndex: 'standing',
      width: english ? 100 : 90,
      render: (standing: CommitmentStanding) => <StandingTag standing={standing} language={language} />,
    },
    { title: title('latest'), key: 'latest', width: 220, ellipsis: true, render: (_v, row) => latestUpdateText(t, row, language) },
    {
      title: title('requested'),
      width: english ? 130 : 120,
      ...sortable('requestedAt'),
      render: (at: string | null, row) =>
        at ? <span title={row.requestNote}>{t('commitments.requestedAt', { date: at.slice(0, 10) })}</span> : '—',
    },
  );
  return columns;
}
