import { KNOWN_COMPONENTS, type MenuNode, type RoleOption } from '@proposal-desk/shared';
import { Col, Divider, Form, Input, InputNumber, Modal, Row, Select, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuFormValues } from '../../../api/menus';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { MenuMetaFields } from './MenuMetaFields';
import { formValuesOf, menuBodyOf, type MenuFormShape } from './menu-form-values';
import { buildMenuRules } from './menu-form-rules';
import { menuParentChoices, TOP_LEVEL } from './menu-tree';

/** What the dialog does: add under a parent (null = top level) or edit an entry. */
export type MenuEditing = { kind: 'closed' } | { kind: 'add'; parentId: number | null } | { kind: 'edit'; node: MenuNode };

interface MenuFormDialogProps {
  editing: MenuEditing;
  tree: MenuNode[];
  roles: RoleOption[];
  onSubmit(values: MenuFormValues): Promise<void>;
  onClose(): void;
}

const half = { xs: 24, sm: 12 };
const third = { xs: 12, sm: 8 };

/** Add or edit a menu entry: path, name, component, redirect, hidden, order and every route meta field. */
export function MenuFormDialog({ editing, tree, roles, onSubmit, onClose }: MenuFormDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [form] = Form.useForm<MenuFormShape>();
  const [saving, setSaving] = useState(false);
  const open = editing.kind !== 'closed';
  const node = editing.kind === 'edit' ? editing.node : null;
  const label = (key: string) => t(`settingTrees.menu.form.${key}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(formValuesOf(node, editing.kind === 'add' ? editing.parentId : null));
  }, [open, editing, node, form]);

  const rules = useMemo(() => {
    // Read at validation time: the rules follow the parent and path the form holds right now.
    const parentId = () => {
      const chosen = form.getFieldValue('parentId') as number | undefined;
      return chosen === undefined || chosen === TOP_LEVEL ? null : chosen;
    };
    const path = () => form.getFieldValue('path') as string | undefined;
    return buildMenuRules(text, { tree, parentId, path, editingId: node?.id });
  }, [text, tree, node, form]);
  const parents = useMemo(() => menuParentChoices(tree, t('settingTrees.topLevel'), node?.id), [tree, t, node]);
  const components = KNOWN_COMPONENTS.map((name) => ({ value: name, label: name || label('noComponent') }));

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(menuBodyOf(values));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      wrapClassName="menu-form-modal"
      open={open}
      title={label(node ? 'editTitle' : 'addTitle')}
      width={760}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="menuForm" layout="vertical" className="menu-form">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="parentId" label={label('parent')}>
              <TreeSelect aria-label={label('parent')} treeData={parents} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="path"
              label={label('path')}
              rules={rules.path}
              extra={label('pathHint')}
              dependencies={['parentId']}
              validateFirst
            >
              <Input maxLength={200} allowClear aria-label={label('path')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="name" label={label('name')} rules={rules.name} validateFirst>
              <Input maxLength={50} allowClear aria-label={label('name')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="component" label={label('component')} rules={rules.component} dependencies={['parentId']}>
              <Select aria-label={label('component')} options={components} showSearch />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="redirect" label={label('redirect')} rules={rules.redirect}>
              <Input maxLength={200} allowClear aria-label={label('redirect')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="sort" label={label('sort')}>
              <InputNumber precision={0} style={{ width: '100%' }} aria-label={label('sort')} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="hidden" label={label('hidden')} valuePropName="checked">
              <Switch aria-label={label('hidden')} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="alwaysShow" label={label('alwaysShow')} valuePropName="checked">
              <Switch aria-label={label('alwaysShow')} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="left">{label('metaSection')}</Divider>
        <MenuMetaFields roles={roles} titleRules={rules.title} activeMenuRules={rules.activeMenu} />
      </Form>
    </Modal>
  );
}
