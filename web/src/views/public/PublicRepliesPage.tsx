import { BODY_CODES, type PublicReply } from '@proposal-desk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Form, Input, Layout, List, Pagination, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchPublicReplies, fetchPublicReplyOptions, PUBLIC_REPLY_LINKS, type PublicRepliesParams } from '../../api/public-replies';

const PAGE_SIZE = 10;

/** The page's query from its URL: page, body, session, category and words (blank ones left out). */
function queryOf(search: URLSearchParams): PublicRepliesParams {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const body = text('body');
  return {
    pageIndex: Math.max(1, Number(search.get('page')) || 1),
    pageSize: PAGE_SIZE,
    body: body === 'NPC' || body === 'CPPCC' ? body : undefined,
    sessionId: text('sessionId'),
    category: text('category'),
    keyword: text('keyword'),
  };
}

function ReplyItem({ reply }: { reply: PublicReply }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, string>) => t(`publicReplies.${key}`, params);
  return (
    <List.Item>
      <article aria-labelledby={`reply-${reply.caseNo}`} style={{ width: '100%' }}>
        <Typography.Title level={3} id={`reply-${reply.caseNo}`} style={{ fontSize: 16, marginTop: 0 }}>
          {reply.caseNo} {reply.title}
        </Typography.Title>
        <Space wrap size={[8, 4]} style={{ marginBottom: 8 }}>
          <Tag>{reply.session}</Tag>
          {reply.category ? <Tag>{reply.category}</Tag> : null}
          <Typography.Text type="secondary">
            {label('submitter')}：{reply.submitter}
          </Typography.Text>
          <Typography.Text type="secondary">
            {label('units')}：{reply.units.join('、')}
          </Typography.Text>
        </Space>
        <Typography.Title level={4} style={{ fontSize: 14 }}>
          {label('reply', { docNo: reply.reply.docNo || '—', date: reply.reply.date })}
        </Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} ellipsis={{ rows: 4, expandable: 'collapsible' }}>
          {reply.reply.text}
        </Typography.Paragraph>
      </article>
    </List.Item>
  );
}

/**
 * `/public/replies`, open without signing in: what the office published (答复公开), filtered by kind, session, category
 * and words, ten a page, its state in the URL; with the Atom feed, the open-data export and its schema.
 */
export function PublicRepliesPage() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`publicReplies.${key}`, params);
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const options = useQuery({
    queryKey: ['publicReplyOptions'],
    queryFn: async ({ signal }) => (await fetchPublicReplyOptions(signal)).data,
  });
  const list = useQuery({
    queryKey: ['publicReplies', query],
    queryFn: async ({ signal }) => (await fetchPublicReplies(query, signal)).data,
    placeholderData: keepPreviousData,
  });
  const change = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value);
      else next.delete(key);
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };
  const sessions = (options.data?.sessions ?? []).filter((s) => !query.body || s.body === query.body);
  const categories = (options.data?.categories ?? []).filter((c) => !query.body || c.body === query.body);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ maxWidth: 960, width: '100%', margin: '0 auto', padding: 24 }}>
        <main>
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {label('title')}
            </Typography.Title>
            <Link to="/login">{label('signIn')}</Link>
          </Space>
          <Typography.Paragraph type="secondary">{label('intro')}</Typography.Paragraph>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Form layout="inline" role="search" aria-label={label('search')}>
              <Form.Item label={label('bodyLabel')}>
                <Select
                  aria-label={label('bodyLabel')}
                  style={{ width: 150 }}
                  value={String(query.body ?? '')}
                  onChange={(value: string) => change({ body: value || undefined, sessionId: undefined, category: undefined })}
                  options={[
                    { value: '', label: label('all') },
                    ...BODY_CODES.map((code) => ({ value: code, label: label(`body.${code}`) })),
                  ]}
                />
              </Form.Item>
              <Form.Item label={label('session')}>
                <Select
                  aria-label={label('session')}
                  style={{ width: 240 }}
                  value={query.sessionId ? String(query.sessionId) : ''}
                  onChange={(value: string) => change({ sessionId: value || undefined })}
                  options={[{ value: '', label: label('all') }, ...sessions.map((s) => ({ value: String(s.id), label: s.name }))]}
                />
              </Form.Item>
              <Form.Item label={label('category')}>
                <Select
                  aria-label={label('category')}
                  style={{ width: 160 }}
                  value={query.category ?? ''}
                  onChange={(value: string) => change({ category: value || undefined })}
                  options={[
                    { value: '', label: label('all') },
                    ...categories.map((c) => ({ value: c.code, label: query.body ? c.name : `${c.name}（${label(`body.${c.body}`)}）` })),
                  ]}
                />
              </Form.Item>
              <Form.Item label={label('keyword')}>
                <Input.Search
                  aria-label={label('keyword')}
                  allowClear
                  defaultValue={query.keyword}
                  enterButton={label('search')}
                  onSearch={(value) => change({ keyword: value.trim() || undefined })}
                />
              </Form.Item>
            </Form>
          </Card>
          {list.isError ? <Alert type="error" showIcon title={label('loadFailed')} /> : null}
          <section aria-label={label('title')} aria-busy={list.isFetching}>
            <Typography.Text type="secondary" role="status">
              {list.data ? label('total', { total: list.data.total }) : ''}
            </Typography.Text>
            <List
              dataSource={list.data?.rows ?? []}
              loading={list.isLoading}
              locale={{ emptyText: <Empty description={label('empty')} /> }}
              renderItem={(reply) => <ReplyItem key={reply.caseNo} reply={reply} />}
            />
            {list.data && list.data.total > PAGE_SIZE ? (
              <Pagination
                align="center"
                current={Number(query.pageIndex)}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                showSizeChanger={false}
                onChange={(page) => change({ page: String(page) })}
              />
            ) : null}
          </section>
          <Space wrap style={{ marginTop: 24 }}>
            <a href={PUBLIC_REPLY_LINKS.feed}>{label('feed')}</a>
            <a href={PUBLIC_REPLY_LINKS.export}>{label('export')}</a>
            <a href={PUBLIC_REPLY_LINKS.schema}>{label('schema')}</a>
          </Space>
        </main>
      </Layout.Content>
    </Layout>
  );
}
