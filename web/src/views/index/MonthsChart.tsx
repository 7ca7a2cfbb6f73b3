import type { HomeMonth } from '@proposal-desk/shared';
import { Card, Space, theme, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { visuallyHidden } from '../../components/a11y/visually-hidden';

/** Each series and the theme colour it is drawn in. */
const SERIES = [
  ['submitted', 'colorPrimary'],
  ['replied', 'colorSuccess'],
] as const;
type Series = (typeof SERIES)[number][0];

const CHART_HEIGHT = 160;

/** `2026-03` as the reader says a month: 3月 / Mar. */
const monthName = (month: string, language: string) =>
  new Intl.DateTimeFormat(language.startsWith('en') ? 'en' : 'zh-CN', { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const seriesName = (t: TFunction, month: HomeMonth, series: Series) =>
  t('home.chart.monthSeries', { month: month.month, series: t(`home.chart.${series}`), count: month[series].count });

function Legend() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Space size={16} aria-hidden="true" style={{ marginBottom: 8 }}>
      {SERIES.map(([series, color]) => (
        <Space size={4} key={series}>
          <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: token[color] }} />
          <Typography.Text type="secondary">{t(`home.chart.${series}`)}</Typography.Text>
        </Space>
      ))}
    </Space>
  );
}

/** The figures as a table, for screen readers: the chart's text alternative, each count a link to its list. */
function MonthsTable({ months }: { months: HomeMonth[] }) {
  const { t } = useTranslation();
  // The box around it does the hiding: a table is never narrower than its cells, whatever its width says.
  return (
    <div style={visuallyHidden}>
      <table>
        <caption>{t('home.chart.monthsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.chart.month')}</th>
            {SERIES.map(([series]) => (
              <th scope="col" key={series}>
                {t(`home.chart.${series}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.month}</th>
              {SERIES.map(([series]) => (
                <td key={series}>
                  <Link to={month[series].link} aria-label={seriesName(t, month, series)}>
                    {month[series].count}
                  </Link>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cases submitted and cases with a reply per month, as paired columns; a click on a column opens that month's list. */
export function MonthsChart({ months }: { months: HomeMonth[] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const largest = Math.max(1, ...months.flatMap((month) => [month.submitted.count, month.replied.count]));
  return (
    <Card size="small" title={t('home.chart.months')} style={{ height: '100%' }}>
      <Legend />
      <div aria-hidden="true" style={{ display: 'flex', gap: 6, height: CHART_HEIGHT }}>
        {months.map((month) => (
          <div key={month.month} style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <div style={{ flex: 1, display: 'flex', alignItems: 'flex-end', gap: 2 }}>
              {SERIES.map(([series, color]) => (
                <Link
                  key={series}
                  to={month[series].link}
                  tabIndex={-1}
                  title={seriesName(t, month, series)}
                  style={{
                    flex: 1,
                    display: 'block',
                    height: `${(month[series].count / largest) * 100}%`,
                    minHeight: month[series].count > 0 ? 2 : 0,
                    borderRadius: '2px 2px 0 0',
                    background: token[color],
                  }}
                />
              ))}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center', whiteSpace: 'nowrap' }}>
              {monthName(month.month, i18n.language)}
            </Typography.Text>
          </div>
        ))}
      </div>
      <MonthsTable months={months} />
    </Card>
  );
}
