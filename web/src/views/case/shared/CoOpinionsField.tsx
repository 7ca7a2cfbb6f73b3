import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchCaseFile } from '../../../api/cases';
import { isOpenAssignment } from '../file/open-assignments';
import { caseFileKey } from './case-cache';

/**
 * In a lead unit's reply: which co-units have sent their opinion, and, while one has not, the
 * confirmation (`withoutOpinions`) the reply needs to go without it (domain.md "Co-units before the lead's reply").
 */
export function CoOpinionsField({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const file = useQuery({
    queryKey: caseFileKey(caseId),
    queryFn: async ({ signal }) => (await fetchCaseFile(caseId, signal)).data,
  });
  const coUnits = (file.data?.assignments ?? []).filter((a) => a.role === 'CO' && a.status !== 'VOID');
  if (coUnits.length === 0) return null;
  const missing = coUnits.filter(isOpenAssignment);
  return (
    <>
      <Alert
        type={missing.length > 0 ? 'warning' : 'success'}
        showIcon
        title={t('caseClosing.opinions')}
        description={
          <ul className="co-opinions" style={{ margin: 0, paddingInlineStart: 20 }}>
            {coUnits.map((a) => (
              <li key={a.id}>{t(isOpenAssignment(a) ? 'caseClosing.opinionMissing' : 'caseClosing.opinionSent', { unit: a.unitName })}</li>
            ))}
          </ul>
        }
        style={{ marginBottom: 16 }}
      />
      {missing.length > 0 ? (
        <Form.Item
          name="withoutOpinions"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, checked) =>
                checked ? undefined : Promise.reject(new Error(t('caseClosing.withoutOpinionsRequired'))),
            },
          ]}
        >
          <Checkbox>{t('caseClosing.withoutOpinions')}</Checkbox>
        </Form.Item>
      ) : null}
    </>
  );
}
