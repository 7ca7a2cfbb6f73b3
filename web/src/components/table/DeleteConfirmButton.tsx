import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface DeleteConfirmButtonProps {
  /** The confirmation's title and question, e.g. 确认删除 / 确定删除“张三”吗？ */
  title: string;
  description: string;
  label: string;
  onConfirm(): void;
}

/** A table row's delete link that asks first (class `row-delete`). */
export function DeleteConfirmButton({ title, description, label, onConfirm }: DeleteConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={title} description={description} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={onConfirm}>
      <Button type="link" size="small" className="row-delete" danger>
        {label}
      </Button>
    </Popconfirm>
  );
}
