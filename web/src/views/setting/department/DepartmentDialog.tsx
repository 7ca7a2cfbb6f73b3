import { DepartmentAddBody, type DepartmentNode } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addDepartment, updateDepartment } from '../../../api/departments';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { TreeSelectField } from '../../../components/form/ChoiceField';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { childNames, parentChoices, TOP_LEVEL } from './department-tree';

/** The fields of a department the dialogs need. */
export type DepartmentRef = Pick<DepartmentNode, 'id' | 'name' | 'parent_ID'>;

/** What the dialog does: add under a parent (null = top level), rename, or move a department. */
export type DepartmentEditing =
  | { kind: 'closed' }
  | { kind: 'add'; parentId: number | null }
  | { kind: 'rename'; node: DepartmentRef }
  | { kind: 'move'; node: DepartmentRef };

/** The form answers the name (add, rename) or the parent (move, TOP_LEVEL for none). */
export interface DepartmentFormValues {
  name?: string;
  parentId?: number;
}

interface DepartmentDialogProps {
  editing: DepartmentEditing;
  tree: DepartmentNode[];
  onClose(): void;
  onSaved(): void;
}

const parentOf = (editing: DepartmentEditing): number | null => {
  if (editing.kind === 'add') return editing.parentId;
  if (editing.kind === 'closed') return null;
  return editing.node.parent_ID;
};

/** Sends what the dialog does: the name of a new or renamed department, or a move to another parent. */
function save(editing: DepartmentEditing, values: DepartmentFormValues) {
  const name = values.name?.trim() ?? '';
  if (editing.kind === 'add') return addDepartment(name, editing.parentId);
  if (editing.kind === 'rename') return updateDepartment(editing.node.id, { name });
  if (editing.kind === 'move') {
    const parentId = values.parentId === undefined || values.parentId === TOP_LEVEL ? null : values.parentId;
    return updateDepartment(editing.node.id, { parent_ID: parentId });
  }
  return Promise.reject(new Error('The department dialog is closed'));
}

/** Add, rename or move a department; the name rules are the server's, with its messages. */
export function DepartmentDialog({ editing, tree, onClose, onSaved }: DepartmentDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const label = (key: string) => t(`settingTrees.department.form.${key}`);
  const fields = useSchemaRules(DepartmentAddBody, { name: label('name') });
  const node = editing.kind === 'rename' || editing.kind === 'move' ? editing.node : null;

  const nameTaken = useMemo<FormRule>(() => {
    const ownName = editing.kind === 'rename' ? editing.node.name : undefined;
    const taken = new Set(childNames(tree, parentOf(editing)).filter((name) => name !== ownName));
    return {
      validator: async (_rule, value?: string) => {
        if (taken.has(value?.trim() ?? '')) throw new Error(text('department.nameTaken'));
      },
    };
  }, [editing, tree, text]);

  const moving = editing.kind === 'move' ? editing.node : undefined;
  const choices = useMemo(() => parentChoices(tree, t('settingTrees.topLevel'), moving?.id), [tree, t, moving]);

  const title =
    editing.kind === 'move'
      ? t('settingTrees.department.form.moveTitle', { name: editing.node.name })
      : label(editing.kind === 'rename' ? 'renameTitle' : 'addTitle');

  return (
    <FormDialog<DepartmentFormValues>
      name="departmentForm"
      open={editing.kind !== 'closed'}
      title={title}
      initialValues={{ name: node?.name ?? '', parentId: parentOf(editing) ?? TOP_LEVEL }}
      submit={(values) => save(editing, values)}
      onClose={onClose}
      onSaved={onSaved}
    >
      {editing.kind === 'move' ? (
        <TreeSelectField name="parentId" label={label('parent')} treeData={choices} search item={{ extra: label('parentHint') }} />
      ) : (
        <TextField name="name" label={label('name')} field={fields.name} rules={[nameTaken]} />
      )}
    </FormDialog>
  );
}
