import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The conditions a report's people count set (who took part, a body's groups), each removable; none without them. */
export function ReportConditions({
  filters,
  remove,
}: {
  filters: { Body?: 'NPC' | 'CPPCC' | undefined; tookPartIn?: string | undefined };
  remove(name: 'Body' | 'tookPartIn'): void;
}) {
  const { t } = useTranslation();
  const shown = [
    filters.tookPartIn ? { name: 'tookPartIn' as const, text: t('delegates.fromReport.tookPart') } : null,
    filters.Body
      ? { name: 'Body' as const, text: t('delegates.fromReport.body', { body: t(`delegates.fromReport.${filters.Body.toLowerCase()}`) }) }
      : null,
  ].filter((shownTag) => shownTag !== null);
  if (shown.length === 0) return null;
  return (
    <Space wrap size={[4, 4]} className="report-conditions">
      {shown.map(({ name, text }) => (
        <Tag
          key={name}
          color="blue"
          closable
          closeIcon={<span aria-label={`${t('delegates.fromReport.remove')}：${text}`}>×</span>}
          onClose={() => remove(name)}
        >
          {text}
        </Tag>
      ))}
    </Space>
  );
}
