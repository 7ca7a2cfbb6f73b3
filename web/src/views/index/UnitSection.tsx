import type { UnitHome } from '@proposal-desk/shared';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { FigureCards } from './FigureCards';

/** A handling unit's home: its assignments to sign, to reply, overdue and replied (件次), each opening its workspace's stage. */
export function UnitSection({ home }: { home: UnitHome }) {
  const { t } = useTranslation();
  const stages = home.stages.map((figure) => ({
    figure,
    label: t(`home.unitSeat.${figure.key}.label`),
    hint: t(`home.unitSeat.${figure.key}.hint`),
    tone: figure.key === 'overdue' ? ('danger' as const) : undefined,
  }));
  return (
    <Card title={t('home.unitSeat.title')}>
      <FigureCards items={stages} />
    </Card>
  );
}
