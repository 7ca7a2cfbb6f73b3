import { Button, Checkbox, Col, DatePicker, Form, Input, Row, Select, Space, Tag, TreeSelect } from 'antd';
import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { cloneElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appliedFilter, type FilterField, type FilterFormValues, filtersOf, formValuesOf, withoutFilter } from './filter-fields';
import { FILTER_COLUMN, useShownFilterFields } from './table-height';

interface FilterBarProps<F> {
  fields: readonly FilterField<F>[];
  /** The list the bar filters: its applied filters fill the bar, 查询 applies the bar's; its name prefixes the fields' ids. */
  list: { name: string; query: { filters: Partial<F> }; search(filters: Partial<F>): void };
}

function control<F>(field: FilterField<F>, current: Partial<F>): ReactNode {
  const common = { 'aria-label': field.label, allowClear: true };
  switch (field.kind) {
    case 'text':
      return (
        <Input {...common} type={field.search ? 'search' : 'text'} maxLength={field.maxLength ?? 50} placeholder={field.placeholder} />
      );
    case 'select':
      return (
        <Select
          {...common}
          mode={field.multiple ? 'multiple' : undefined}
          showSearch={field.searchable ? { optionFilterProp: 'label' } : undefined}
          placeholder={field.placeholder}
          options={typeof field.options === 'function' ? field.options(current) : field.options}
        />
      );
    case 'tree-select':
      return (
        <TreeSelect
          {...common}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={field.placeholder}
          treeData={field.treeData}
        />
      );
    case 'date-range':
      return <DatePicker.RangePicker {...common} allowEmpty={[true, true]} placeholder={field.placeholder} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker {...common} placeholder={field.placeholder} style={{ width: '100%' }} />;
    case 'checkbox':
      return <Checkbox aria-label={field.label} />;
    case 'custom':
      return cloneElement(field.control, { 'aria-label': field.label });
  }
}

/**
 * The filters above a list, built from field descriptions, with 查询 and 重置; it shows the filters the URL
 * applies. A long bar folds after its first fields; a folded field that is applied shows as a tag that
 * removes it, so a link that applies one (a home figure) does not push the list down the page.
 */
export function FilterBar<F>({ fields, list }: FilterBarProps<F>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterFormValues>();
  const applied = list.query.filters;
  const appliedKey = JSON.stringify(applied);
  const dependent = fields.some((field) => field.kind === 'select' && typeof field.options === 'function');
  const watched = Form.useWatch((values: FilterFormValues) => (dependent ? values : undefined), form);
  const current = watched ? filtersOf(fields, watched) : applied;
  const shownFields = useShownFilterFields(fields.length);
  const foldable = shownFields < fields.length;
  const [unfolded, setUnfolded] = useState(false);
  // A page's own picker that is applied stays in view: it names what it holds (a deputy by name), a tag could not.
  const shows = (index: number) => {
    const field = fields[index];
    return !foldable || unfolded || index < shownFields || (field?.kind === 'custom' && appliedFilter(field, applied) !== undefined);
  };
  const foldedApplied = fields.flatMap((field, index) => {
    const tag = shows(index) ? undefined : appliedFilter(field, applied);
    if (!tag) return [];
    return [{ field, name: tag.value === undefined ? tag.label : t('common.appliedFilter', { label: tag.label, value: tag.value }) }];
  });

  // Back/forward or a link changes the applied filters: the bar follows. Only that refills it: options
  // arriving (a new field list) must not wipe what the user is typing.
  const fieldsNow = useRef(fields);
  fieldsNow.current = fields;
  useEffect(() => {
    form.setFieldsValue(formValuesOf(fieldsNow.current, JSON.parse(appliedKey) as Partial<F>));
  }, [form, appliedKey]);

  return (
    <Form<FilterFormValues>
      form={form}
      name={list.name}
      className="filter-bar"
      initialValues={formValuesOf(fields, applied)}
      onFinish={(values) => list.search(filtersOf(fields, values))}
    >
      <Row gutter={16}>
        {fields.map((field, index) => (
          // A folded field stays in the form (hidden), so what it holds is still applied. antd's column
          // style overrides the `hidden` attribute's, so the style hides it.
          <Col key={field.name} {...FILTER_COLUMN} hidden={!shows(index)} style={shows(index) ? undefined : { display: 'none' }}>
            <Form.Item name={field.name as string} label={field.label} valuePropName={field.kind === 'checkbox' ? 'checked' : 'value'}>
              {control(field, current)}
            </Form.Item>
          </Col>
        ))}
        <Col {...FILTER_COLUMN}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('common.search')}
              </Button>
              <Button
                onClick={() => {
                  form.setFieldsValue(formValuesOf(fields, {}));
                  list.search({});
                }}
              >
                {t('common.reset')}
              </Button>
              {foldable ? (
                <Button
                  type="link"
                  aria-expanded={unfolded}
                  icon={unfolded ? <UpOutlined /> : <DownOutlined />}
                  onClick={() => setUnfolded(!unfolded)}
                >
                  {t(unfolded ? 'common.fold' : 'common.unfold')}
                </Button>
              ) : null}
            </Space>
          </Form.Item>
        </Col>
        {foldedApplied.length ? (
          <Col span={24} className="filter-tags" role="group" aria-label={t('common.appliedFilters')}>
            {foldedApplied.map(({ field, name }) => (
              <Tag key={field.name}>
                {name}
                <Button
                  type="text"
                  size="small"
                  className="filter-tag-remove"
                  icon={<CloseOutlined />}
                  aria-label={t('common.removeFilter', { name })}
                  onClick={() => list.search(withoutFilter(field, applied))}
                />
              </Tag>
            ))}
          </Col>
        ) : null}
      </Row>
    </Form>
  );
}
