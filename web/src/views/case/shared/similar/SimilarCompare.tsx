import { markedRuns, type SimilarCase } from '@proposal-desk/shared';
import { Col, Modal, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Side {
  heading: string;
  title: string;
  text: string;
}

interface SimilarCompareProps {
  own: { title: string; text: string };
  hit: SimilarCase | null;
  onClose(): void;
}

/** One side: its title and text, the passages the other side also has marked. */
function CompareSide({ side, other }: { side: Side; other: Side }) {
  const runs = (text: string, against: string) =>
    markedRuns(text, against).map((run, i) => (run.shared ? <mark key={i}>{run.text}</mark> : <span key={i}>{run.text}</span>));
  return (
    <section aria-label={side.heading}>
      <Typography.Title level={5}>{side.heading}</Typography.Title>
      <Typography.Paragraph strong>{runs(side.title, other.title)}</Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{runs(side.text, other.text)}</Typography.Paragraph>
    </section>
  );
}

/** 对照: the text being written or reviewed beside a similar case, shared passages (four characters or more) marked. */
export function SimilarCompare({ own, hit, onClose }: SimilarCompareProps) {
  const { t } = useTranslation();
  if (!hit) return null;
  const left: Side = { heading: t('cases.similar.thisCase'), ...own };
  const right: Side = { heading: hit.caseNo ?? hit.title, title: hit.title, text: hit.text ?? '' };
  return (
    <Modal
      open
      title={t('cases.similar.compareTitle', { caseNo: right.heading, similarity: hit.similarity })}
      width={960}
      onCancel={onClose}
      footer={null}
    >
      <Typography.Paragraph type="secondary">{t('cases.similar.sharedLegend')}</Typography.Paragraph>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <CompareSide side={left} other={right} />
        </Col>
        <Col xs={24} md={12}>
          <CompareSide side={right} other={left} />
          {hit.text === null ? <Typography.Paragraph type="secondary">{t('cases.similar.textHidden')}</Typography.Paragraph> : null}
        </Col>
      </Row>
    </Modal>
  );
}
