import type { CaseHome } from '@proposal-desk/shared';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OfficeSection } from './OfficeSection';
import { RecentNotices } from './RecentNotices';
import { SubmitterSection } from './SubmitterSection';
import { UnitSection } from './UnitSection';
import { useCaseHome } from './use-case-home';
import { WelcomeCard } from './WelcomeCard';

/** The figures of the caller's seat. */
function SeatFigures({ home }: { home: CaseHome }) {
  switch (home.seat) {
    case 'office':
      return home.bodies.map((body) => <OfficeSection key={body.body} home={body} />);
    case 'unit':
      return <UnitSection home={home} />;
    case 'submitter':
      return <SubmitterSection home={home} />;
    case 'none':
      return null;
  }
}

/** The home page (/index): greeting, the caller's seat's figures (each opening its list), charts and notices. */
export default function Index() {
  const { t } = useTranslation();
  const { state, reload } = useCaseHome();

  if (state.kind === 'failed')
    return (
      <Result
        status="warning"
        title={t('home.loadFailed')}
        extra={
          <Button type="primary" onClick={reload}>
            {t('home.retry')}
          </Button>
        }
      />
    );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <WelcomeCard sessions={state.kind === 'ready' ? state.home.sessions : []} />
      {state.kind === 'loading' ? (
        <div aria-busy="true">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <>
          <Typography.Text type="secondary">{t('home.asOf', { time: state.home.asOf })}</Typography.Text>
          <SeatFigures home={state.home} />
          <RecentNotices notices={state.home.notices} />
        </>
      )}
    </Space>
  );
}
