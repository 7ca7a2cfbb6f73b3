import type { StaffRow } from '@proposal-desk/shared';
import { Col, Form, Input, Modal, Row, Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffFormValues } from '../../../api/staff';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { buildStaffRules } from './staff-form-rules';
import type { StaffOptions } from './use-staff-options';

interface StaffFormDialogProps {
  open: boolean;
  /** The person being edited; null adds a new one. */
  editing: StaffRow | null;
  options: StaffOptions;
  onSubmit(values: StaffFormValues): Promise<void>;
  onClose(): void;
}

const valuesOf = (row: StaffRow | null): StaffFormValues =>
  row
    ? {
        name: row.name,
        dept_ID: row.dept_ID ?? undefined,
        unit_ID: row.unit_ID ?? undefined,
        post: row.post,
        mobile: row.mobile,
        email: row.email,
        remark: row.remark,
      }
    : { name: '' };

const half = { xs: 24, sm: 12 };

/** Add or edit a staff member of an office or handling unit. */
export function StaffFormDialog({ open, editing, options, onSubmit, onClose }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const rules = useMemo(() => buildStaffRules(text), [text]);
  const [form] = Form.useForm<StaffFormValues>();
  const [saving, setSaving] = useState(false);
  const label = (key: string) => t(`settingTrees.staff.columns.${key}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(editing));
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit({ ...values, name: values.name.trim() });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      wrapClassName="staff-form-modal"
      open={open}
      title={t(editing ? 'settingTrees.staff.form.editTitle' : 'settingTrees.staff.form.addTitle')}
      width={680}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="staffForm" layout="vertical">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="name" label={label('name')} rules={rules.name}>
              <Input maxLength={50} allowClear aria-label={label('name')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="post" label={label('post')}>
              <Input maxLength={100} allowClear aria-label={label('post')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="dept_ID" label={label('department')}>
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="title"
                aria-label={label('department')}
                placeholder={t('settingTrees.pick')}
                treeData={options.departments}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="unit_ID" label={label('unit')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                aria-label={label('unit')}
                placeholder={t('settingTrees.pick')}
                options={options.units}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="mobile" label={label('mobile')} rules={rules.mobile}>
              <Input maxLength={11} allowClear aria-label={label('mobile')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="email" label={label('email')} rules={rules.email}>
              <Input maxLength={200} allowClear aria-label={label('email')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={label('remark')}>
              <Input.TextArea maxLength={500} rows={2} aria-label={label('remark')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
