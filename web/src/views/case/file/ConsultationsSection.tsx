import { CONSULT_METHODS, type CaseConsultation } from '@proposal-desk/shared';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../shared/case-options';

/** Every consultation (面商) the units recorded with the submitter: who, how, when, who took part, and what was said. */
export function ConsultationsSection({ consultations }: { consultations: CaseConsultation[] }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`caseHandling.consultations.${key}`);
  const columns: ColumnsType<CaseConsultation> = [
    { title: label('unit'), dataIndex: 'unitName', width: 170 },
    { title: label('method'), dataIndex: 'method', width: 90, render: (method: string) => labelIn(CONSULT_METHODS, method, i18n.language) },
    { title: label('heldOn'), dataIndex: 'heldOn', width: 110, render: (day: string) => day.slice(0, 10) },
    { title: label('people'), dataIndex: 'people', width: 200 },
    {
      title: label('notes'),
      dataIndex: 'notes',
      render: (text: string) => (text ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Typography.Text> : '—'),
    },
    { title: label('recordedBy'), dataIndex: 'recordedBy', width: 100, render: (text: string) => text || '—' },
  ];
  return (
    <Table<CaseConsultation>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={consultations}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: label('none') }}
    />
  );
}
