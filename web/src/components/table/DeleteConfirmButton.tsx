import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { BlockedAction } from './BlockedAction';

interface DeleteConfirmButtonProps {
  /** The confirmation's title and question, e.g. 确认删除 / 确定删除“张三”吗？ */
  title: string;
  description: string;
  label: string;
  onConfirm(): void;
  /** Why this row cannot be deleted: the link is disabled and says why on hover and focus (nothing is asked). */
  blockedReason?: string;
}

/** A table row's delete link that asks first (class `row-delete`), or a disabled one that says why not. */
export function DeleteConfirmButton({ title, description, label, onConfirm, blockedReason }: DeleteConfirmButtonProps) {
  const { t } = useTranslation();
  if (blockedReason) return <BlockedAction label={label} reason={blockedReason} className="row-delete" danger />;
  return (
    <Popconfirm title={title} description={description} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={onConfirm}>
      <Button type="link" size="small" className="row-delete" danger>
        {label}
      </Button>
    </Popconfirm>
  );
}
