import { PrinterOutlined } from '@ant-design/icons';
import { REPORT_GROUPS, REPORT_PARAM_LABELS, type ReportCatalogueEntry } from '@proposal-desk/shared';
import { Button, Card, Empty, Spin, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchReportList } from '../../api/reports';
import { printPathOf } from './report-query';
import './print-report.css';

const KIND_COLORS = { statistic: 'blue', list: 'green', document: 'gold' } as const;

/** 报表中心: the reports the caller may use, by catalogue group, each opening its print route. */
export default function ReportCenter() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const { data: reports, isPending } = useQuery({ queryKey: ['reports'], queryFn: async () => (await fetchReportList()).data });

  if (isPending) return <Spin className="report-centre-loading" />;
  if (!reports?.length) return <Empty description={t('reports.centre.empty')} />;

  const paramsText = (entry: ReportCatalogueEntry) => {
    const range = entry.params.includes('from') && entry.params.includes('to');
    const names = entry.params
      .filter((name) => !(range && name === 'to'))
      .map((name) => (range && name === 'from' ? t('reports.bar.dateRange') : REPORT_PARAM_LABELS[name][lang]));
    return names.length ? t('reports.centre.params', { names: names.join(lang === 'en' ? ', ' : '、') }) : t('reports.centre.noParams');
  };

  return (
    <div className="report-centre">
      <Typography.Paragraph type="secondary">{t('reports.centre.intro')}</Typography.Paragraph>
      {REPORT_GROUPS.map((group) => {
        const rows = reports.filter((r) => r.group === group.value);
        if (!rows.length) return null;
        return (
          <Card key={group.value} size="small" title={group[lang]} className={`report-centre-group report-centre-group-${group.value}`}>
            <Table<ReportCatalogueEntry>
              rowKey="id"
              size="small"
              pagination={false}
              showHeader={false}
              dataSource={rows}
              columns={[
                {
                  key: 'title',
                  width: '36%',
                  render: (_, entry) => (
                    <div data-report={entry.id}>
                      <Typography.Text strong>{entry.title[lang]}</Typography.Text>
                    </div>
                  ),
                },
                {
                  key: 'kind',
                  width: 150,
                  render: (_, entry) => (
                    <>
                      <Tag color={KIND_COLORS[entry.kind]}>{t(`reports.kind.${entry.kind}`)}</Tag>
                      <Tag>{t(`reports.centre.${entry.orientation}`)}</Tag>
                    </>
                  ),
                },
                { key: 'params', render: (_, entry) => <Typography.Text type="secondary">{paramsText(entry)}</Typography.Text> },
                {
                  key: 'open',
                  width: 110,
                  align: 'right',
                  render: (_, entry) => (
                    <Button
                      className={`report-open report-open-${entry.id}`}
                      type="link"
                      icon={<PrinterOutlined />}
                      onClick={() => void navigate(printPathOf(entry.id))}
                    >
                      {t('reports.centre.open')}
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        );
      })}
    </div>
  );
}
