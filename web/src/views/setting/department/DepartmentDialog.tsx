import type { DepartmentNode } from '@proposal-desk/shared';
import { Form, Input, Modal, TreeSelect, type FormRule } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../components/dialogs/use-message-text';
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
  onSubmit(values: DepartmentFormValues): Promise<void>;
  onClose(): void;
}

const parentOf = (editing: DepartmentEditing): number | null => {
  if (editing.kind === 'add') return editing.parentId;
  if (editing.kind === 'closed') return null;
  return editing.node.parent_ID;
};

/** Add, rename or move a department; the name rules are the server's, with its messages. */
export function DepartmentDialog({ editing, tree, onSubmit, onClose }: DepartmentDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [form] = Form.useForm<DepartmentFormValues>();
  const [saving, setSaving] = useState(false);
  const open = editing.kind !== 'closed';
  const label = (key: string) => t(`settingTrees.department.form.${key}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const node = editing.kind === 'rename' || editing.kind === 'move' ? editing.node : null;
    form.setFieldsValue({ name: node?.name ?? '', parentId: parentOf(editing) ?? TOP_LEVEL });
  }, [open, editing, form]);

  const nameRules = useMemo<FormRule[]>(() => {
    const ownName = editing.kind === 'rename' ? editing.node.name : undefined;
    const taken = new Set(childNames(tree, parentOf(editing)).filter((name) => name !== ownName));
    return [
      { required: true, whitespace: true, message: text('department.nameRequired') },
      {
        validator: async (_rule, value?: string) =>
          taken.has(value?.trim() ?? '') ? Promise.reject(new Error(text('department.nameTaken'))) : undefined,
      },
    ];
  }, [editing, tree, text]);

  const moving = editing.kind === 'move' ? editing.node : undefined;
  const choices = useMemo(() => parentChoices(tree, t('settingTrees.topLevel'), moving?.id), [tree, t, moving]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  const title =
    editing.kind === 'move'
      ? t('settingTrees.department.form.moveTitle', { name: editing.node.name })
      : label(editing.kind === 'rename' ? 'renameTitle' : 'addTitle');

  return (
    <Modal
      wrapClassName="department-modal"
      open={open}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="departmentForm" layout="vertical">
        {editing.kind === 'move' ? (
          <Form.Item name="parentId" label={label('parent')} extra={label('parentHint')}>
            <TreeSelect aria-label={label('parent')} treeData={choices} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
          </Form.Item>
        ) : (
          <Form.Item name="name" label={label('name')} rules={nameRules} validateFirst>
            <Input maxLength={50} allowClear aria-label={label('name')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
