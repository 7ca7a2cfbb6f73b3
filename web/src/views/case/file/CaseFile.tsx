import { type CaseActionName, composeCaseText } from '@proposal-desk/shared';
import { Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTabTitle } from '../../../layouts/use-tab-title';
import { caseName } from '../shared/case-options';
import { SimilarCases } from '../shared/similar/SimilarCases';
import { AssignmentsSection } from './AssignmentsSection';
import { AttachmentsSection } from './AttachmentsSection';
import { CaseActionBar } from './CaseActionBar';
import { CaseContent } from './CaseContent';
import { CaseHeader } from './CaseHeader';
import { CaseTimeline } from './CaseTimeline';
import { ConsultationsSection } from './ConsultationsSection';
import { CommitmentsSection } from './CommitmentsSection';
import { EvaluationsSection } from './EvaluationsSection';
import { RepliesSection } from './RepliesSection';
import { useCaseFile, useCaseIdOfAddress } from './use-case-file';

const REVIEW_ACTIONS: readonly CaseActionName[] = ['register', 'accept', 'merge', 'reject'];

/** `/case/detail?id=N`: one case file — what it asks, who handles it, the replies, evaluations and history. */
export default function CaseFile() {
  const { t } = useTranslation();
  const id = useCaseIdOfAddress();
  const answer = useCaseFile(id);
  const file = answer.data;
  useTabTitle(file ? caseName(file) : undefined);
  const section = (key: string) => t(`cases.file.sections.${key}`);
  const consultations = t('caseHandling.sections.consultations');
  const attachments = t('caseAttachments.section');
  const similar = t('cases.similar.sectionTitle');

  if (id === null) return <Result status="404" title={t('cases.file.notFound')} />;
  if (!file) {
    if (answer.isError)
      return (
        <Result
          status="warning"
          title={answer.error.message}
          extra={<Button onClick={() => void answer.refetch()}>{t('cases.file.retry')}</Button>}
        />
      );
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  // 查重 while the office reviews: before it accepts, merges or rejects the case.
  const reviewing = file.actions.some((action) => REVIEW_ACTIONS.includes(action));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} className="case-file">
      <Card>
        {/* In the card's body, not its head (which cuts a long title to one line): the title wraps, on a phone too. */}
        <Typography.Title level={4} className="case-file-title" style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
          {file.caseNo ? `${file.caseNo}  ` : ''}
          {file.title}
        </Typography.Title>
        <div style={{ marginBottom: 16 }}>
          <CaseActionBar file={file} />
        </div>
        <CaseHeader file={file} />
      </Card>
      <Card title={section('content')} role="region" aria-label={section('content')}>
        <CaseContent file={file} />
      </Card>
      {reviewing ? (
        <Card title={similar} role="region" aria-label={similar}>
          <SimilarCases body={file.body} text={composeCaseText(file)} excludeId={file.id} linkCases heading={false} />
        </Card>
      ) : null}
      <Card title={attachments} role="region" aria-label={attachments}>
        <AttachmentsSection file={file} />
      </Card>
      <Card title={section('assignments')} role="region" aria-label={section('assignments')}>
        <AssignmentsSection file={file} />
      </Card>
      <Card title={consultations} role="region" aria-label={consultations}>
        <ConsultationsSection consultations={file.consultations} />
      </Card>
      <Card title={section('replies')} role="region" aria-label={section('replies')}>
        <RepliesSection replies={file.replies} />
        <CommitmentsSection commitments={file.commitments} />
      </Card>
      <Card title={section('evaluations')} role="region" aria-label={section('evaluations')}>
        <EvaluationsSection evaluations={file.evaluations} />
      </Card>
      <Card title={section('timeline')} role="region" aria-label={section('timeline')}>
        <CaseTimeline events={file.events} />
      </Card>
    </Space>
  );
}
