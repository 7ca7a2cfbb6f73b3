import { KNOWN_COMPONENTS, MenuSaveBody, type MenuNode, type RoleOption } from '@proposal-desk/shared';
import { Col, Divider, Form, InputNumber, Row, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addMenu, updateMenu } from '../../../api/menus';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { SelectField, TreeSelectField } from '../../../components/form/ChoiceField';
import { COLUMNS } from '../../../components/form/field-layout';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
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
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a menu entry: path, name, component, redirect, hidden, order and every route meta field. */
export function MenuFormDialog({ editing, tree, roles, onClose, onSaved }: MenuFormDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fields = useSchemaRules(MenuSaveBody);
  const [form] = Form.useForm<MenuFormShape>();
  const node = editing.kind === 'edit' ? editing.node : null;
  const label = (key: string) => t(`settingTrees.menu.form.${key}`);

  const treeRules = useMemo(() => {
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
  // Path and component follow the parent: a top-level entry takes other values than a child.
  const followParent = { dependencies: ['parentId'] };
  const pathItem = { ...followParent, extra: label('pathHint') };
  const componentChecks = { field: fields.component, rules: [treeRules.component], item: followParent, search: true, allowClear: false };

  const submit = (values: MenuFormShape) => (node ? updateMenu(node.id, menuBodyOf(values)) : addMenu(menuBodyOf(values)));

  return (
    <FormDialog<MenuFormShape>
      name="menuForm"
      form={form}
      open={editing.kind !== 'closed'}
      title={label(node ? 'editTitle' : 'addTitle')}
      width={760}
      initialValues={formValuesOf(node, editing.kind === 'add' ? editing.parentId : null)}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Row gutter={16}>
        <TreeSelectField column={COLUMNS.half} name="parentId" label={label('parent')} treeData={parents} search />
        <TextField column={COLUMNS.half} name="path" label={label('path')} field={fields.path} rules={[treeRules.path]} item={pathItem} />
        <TextField column={COLUMNS.half} name="name" label={label('name')} field={fields.name} rules={[treeRules.name]} />
        <SelectField column={COLUMNS.half} name="component" label={label('component')} options={components} {...componentChecks} />
        <TextField column={COLUMNS.half} name="redirect" label={label('redirect')} field={fields.redirect} />
        <Col {...COLUMNS.half}>
          <Form.Item name="sort" label={label('sort')}>
            <InputNumber precision={0} style={{ width: '100%' }} aria-label={label('sort')} />
          </Form.Item>
        </Col>
        {(['hidden', 'alwaysShow'] as const).map((flag) => (
          <Col {...COLUMNS.third} key={flag}>
            <Form.Item name={flag} label={label(flag)} valuePropName="checked">
              <Switch aria-label={label(flag)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="left">{label('metaSection')}</Divider>
      <MenuMetaFields roles={roles} titleRule={treeRules.title} />
    </FormDialog>
  );
}
