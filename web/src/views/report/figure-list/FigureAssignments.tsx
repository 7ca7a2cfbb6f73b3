import { ASSIGNMENT_FACT_SORT_FIELDS, figureDefinition } from '@proposal-desk/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchFigureAssignments } from '../../../api/case-handling';
import { ListPage, type ListQuery, usePagedList } from '../../../components/list';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { useReportOptions } from '../use-report-data';
import { figureColumns } from './figure-columns';
import { FIGURE_FILTERS, figureFilterFields, type FigureFilters, figureQueryOf, type FigureSortField } from './figure-filters';

const fetchPage = (query: ListQuery<FigureFilters, FigureSortField>, signal: AbortSignal) =>
  fetchFigureAssignments({ ...figureQueryOf(query), pageIndex: query.page, pageSize: query.size }, signal);

/**
 * `/report/assignments` 件次清单: the assignments behind a figure of a report or of the home page, counted by
 * the same predicate, so its total is the figure. Every filter is in the URL and can be changed.
 */
export default function FigureAssignments() {
  const { t, i18n } = useTranslation();
  const report = useReportOptions();
  const list = usePagedList({ key: 'figure-assignments', filters: FIGURE_FILTERS, sortFields: ASSIGNMENT_FACT_SORT_FIELDS, fetchPage });
  const definition = figureDefinition('assignments', list.query.filters.figure ?? 'all');
  return (
    <ListPage
      list={list}
      intro={
        definition ? (
          <Alert
            className="figure-definition"
            type="info"
            showIcon
            title={t('figureList.definition', { text: definition[languageOf(i18n.language)] })}
            style={{ marginBottom: 12 }}
          />
        ) : null
      }
      filters={figureFilterFields(t, i18n.language, report)}
      table={{ rowKey: 'assignmentId', size: 'small', scrollX: 'max-content', columns: figureColumns(t, i18n.language) }}
    />
  );
}
