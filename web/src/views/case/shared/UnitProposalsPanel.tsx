import type { UnitProposal } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchUnitProposals } from '../../../api/cases';

const newRow = (unitId: number, role: string) => ({ unitId, role, contactName: '', contactPhone: '' });

/**
 * 智能交办 in the assign dialog: up to three lead units and three co-units proposed from the similar past cases,
 * each with its reason in words; one click fills the dialog with the first lead and the co-units. The clerk decides.
 */
export function UnitProposalsPanel({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const proposals = useQuery({
    queryKey: ['caseProposeUnits', caseId],
    queryFn: async ({ signal }) => (await fetchUnitProposals(caseId, signal)).data,
    staleTime: 60_000,
  });
  const label = (key: string, params?: Record<string, unknown>) => t(`cases.proposals.${key}`, params);
  if (proposals.isError) return <Alert type="warning" showIcon title={label('failed')} />;
  const data = proposals.data;
  if (!data) return null;
  if (data.leads.length === 0) return <Typography.Paragraph type="secondary">{label('none')}</Typography.Paragraph>;

  const reason = (unit: UnitProposal) =>
    label('reason', { handled: unit.similarCases, satisfied: unit.satisfied, returned: unit.returned, category: unit.categoryCases });
  const fill = () => {
    const [lead] = data.leads;
    if (!lead) return;
    form.setFieldValue('units', [
      newRow(lead.unitId, data.cos.length > 0 ? 'LEAD' : 'SOLE'),
      ...data.cos.map((co) => newRow(co.unitId, 'CO')),
    ]);
  };
  const part = (title: string, units: UnitProposal[]) =>
    units.length === 0 ? null : (
      <List<UnitProposal>
        size="small"
        header={<Typography.Text strong>{title}</Typography.Text>}
        dataSource={units}
        renderItem={(unit) => (
          <List.Item>
            <List.Item.Meta title={unit.unitName} description={reason(unit)} />
          </List.Item>
        )}
      />
    );

  return (
    <section aria-label={label('title')} className="unit-proposals" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {label('basedOn', { count: data.basedOn })}
      </Typography.Paragraph>
      {part(label('leads'), data.leads)}
      {part(label('cos'), data.cos)}
      <Button onClick={fill}>{label('fill')}</Button>
    </section>
  );
}
