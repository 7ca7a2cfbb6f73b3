import { CASE_STATUSES, labelOf, type SubmitterHome } from '@proposal-desk/shared';
import { Card, Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../components/dialogs/use-message-text';
import { BarList } from './BarList';
import { FigureCards } from './FigureCards';

/** A deputy's or member's home: replies to evaluate, invitations to co-sign, and their cases by status, each opening their workspace. */
export function SubmitterSection({ home }: { home: SubmitterHome }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const lang = languageOf(i18n.language);
  const figures = home.figures.map((figure) => ({
    figure,
    label: t(`home.submitter.${figure.key}.label`),
    hint: t(`home.submitter.${figure.key}.hint`),
  }));
  const statuses = home.byStatus
    .filter((figure) => figure.count > 0)
    .map((figure) => ({
      key: figure.key,
      label: labelOf(CASE_STATUSES, figure.key, lang),
      count: figure.count,
      unit: figure.unit,
      link: figure.link,
    }));

  return (
    <>
      <Card title={t('home.submitter.title')}>
        <FigureCards items={figures} />
      </Card>
      <Card title={t('home.submitter.byStatus')}>
        {statuses.length === 0 ? (
          <Empty description={t('home.submitter.noCases')} />
        ) : (
          <BarList items={statuses} color={token.colorPrimary} />
        )}
      </Card>
    </>
  );
}
