import { Button, Col, Result, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecentNotices } from './RecentNotices';
import { StatCards } from './StatCards';
import { StatusBars } from './StatusBars';
import { computeFigures } from './summary-figures';
import { useCaseSummary } from './use-case-summary';
import { WelcomeCard } from './WelcomeCard';

/** The home page (/index): greeting, the caller's current cases by status, overdue count and notices. */
export default function Index() {
  const { t } = useTranslation();
  const { state, reload } = useCaseSummary();

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
      <WelcomeCard sessions={state.kind === 'ready' ? state.summary.sessions : []} />
      {state.kind === 'loading' ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <StatCards figures={computeFigures(state.summary)} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <StatusBars summary={state.summary} />
            </Col>
            <Col xs={24} lg={10}>
              <RecentNotices notices={state.summary.notices} />
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
