import { type CaseEvaluation, SATISFACTIONS } from '@proposal-desk/shared';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../shared/case-options';
import { dayOf } from '../shared/DeadlineLight';

/** Every evaluation of the submitters: of the unit's work and of the result. */
export function EvaluationsSection({ evaluations }: { evaluations: CaseEvaluation[] }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`cases.evaluations.${key}`);
  const satisfaction = (value: string) => labelIn(SATISFACTIONS, value, i18n.language);
  const columns: ColumnsType<CaseEvaluation> = [
    { title: label('round'), dataIndex: 'round', width: 70 },
    { title: label('unit'), dataIndex: 'unitName', width: 170, render: (text: string) => text || '—' },
    { title: label('member'), dataIndex: 'memberName', width: 120 },
    { title: label('work'), dataIndex: 'workSatisfaction', width: 110, render: satisfaction },
    { title: label('result'), dataIndex: 'resultSatisfaction', width: 110, render: satisfaction },
    { title: label('comment'), dataIndex: 'comment', ellipsis: true, render: (text: string) => text || '—' },
    { title: label('evaluatedAt'), dataIndex: 'evaluatedAt', width: 110, render: dayOf },
  ];
  return (
    <Table<CaseEvaluation>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={evaluations}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: label('none') }}
    />
  );
}
