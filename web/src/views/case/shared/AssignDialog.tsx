import { PlusOutlined } from '@ant-design/icons';
import { type AssignmentRole, CaseAssignBody, isMessageKey, translate, type TCaseRef } from '@proposal-desk/shared';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { assignCase, batchAssignCases } from '../../../api/cases';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { FormDialog } from '../../../components/form/FormDialog';
import { useReportOptions } from '../../report/use-report-data';
import { AssignUnitRow } from './AssignUnitRow';
import { unitOptions } from './case-options';
import { useAfterCaseWrite } from './case-queries';
import { UnitProposalsPanel } from './UnitProposalsPanel';

type AssignValues = { units: z.input<typeof CaseAssignBody>['units'] };

/** The cases to assign: one case (交办), or the rows chosen in the register (批量交办). */
export type AssignTarget = { batch: false; case: TCaseRef } | { batch: true; cases: TCaseRef[] };

interface AssignDialogProps {
  target: AssignTarget | null;
  onClose(): void;
  onSaved?(): void;
}

const UNITS = CaseAssignBody.shape.units;
const newUnit = (role: AssignmentRole) => ({ role, contactName: '', contactPhone: '' });

/** The rules about the units together (each once, one lead or sole, a sole unit alone), as the server words them. */
function unitsRule(language: string) {
  return {
    validator: async (_rule: unknown, units: unknown) => {
      const result = UNITS.safeParse(units ?? []);
      // A field's own problem shows under that field; only the list's own problems show here.
      const problem = result.success ? undefined : result.error.issues.find((issue) => issue.path.length === 0);
      if (problem)
        throw new Error(translate(isMessageKey(problem.message) ? problem.message : 'common.invalidField', languageOf(language)));
    },
  };
}

/** 交办 / 批量交办: one or more units with their roles, sent with the version of every case. */
export function AssignDialog({ target, onClose, onSaved }: AssignDialogProps) {
  const { t, i18n } = useTranslation();
  const units = unitOptions(useReportOptions());
  const after = useAfterCaseWrite();
  const refs = target ? (target.batch ? target.cases : [target.case]) : [];

  const submit = ({ units: chosen }: AssignValues) => {
    const ids = refs.map((ref) => ref.id);
    if (!target || target.batch)
      return after(batchAssignCases({ cases: refs.map(({ id, version }) => ({ id, version })), units: chosen }), ids);
    return after(assignCase({ id: target.case.id, version: target.case.version, units: chosen }), ids);
  };

  return (
    <FormDialog<AssignValues>
      open={target !== null}
      name="caseAssign"
      title={target?.batch ? t('cases.assign.batchTitle', { count: refs.length }) : t('cases.assign.title')}
      width={760}
      okText={t('cases.assign.ok')}
      initialValues={{ units: [newUnit('LEAD')] }}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      {target && !target.batch ? <UnitProposalsPanel caseId={target.case.id} /> : null}
      <Form.List name="units" rules={[unitsRule(i18n.language)]}>
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map((row, index) => (
              <AssignUnitRow
                key={row.key}
                name={row.name}
                place={index + 1}
                units={units}
                onRemove={rows.length > 1 ? () => remove(row.name) : undefined}
              />
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newUnit('CO'))} block>
              {t('cases.assign.addUnit')}
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}
