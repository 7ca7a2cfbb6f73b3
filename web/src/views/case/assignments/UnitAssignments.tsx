import { DownloadOutlined } from '@ant-design/icons';
import { ASSIGNMENT_SORT_FIELDS, ASSIGNMENT_STAGES, type AssignmentRow, type AssignmentStage } from '@proposal-desk/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportAssignments, fetchAssignments } from '../../../api/case-handling';
import { beijingStamp } from '../../../api/members-stamp';
import { type ListQuery, listKey, ListPage, type PagedList, usePagedList } from '../../../components/list';
import { useReportOptions } from '../../report/use-report-data';
import { UNIT_ASSIGNMENTS_LIST } from '../shared/case-cache';
import { useUnitActions } from '../shared/UnitActions';
import { ASSIGNMENT_COLUMNS_HIDDEN_AT_FIRST, assignmentColumns, targetOfRow } from './assignment-columns';
import {
  ASSIGNMENT_FILTERS,
  assignmentFilterFields,
  type AssignmentFilters,
  assignmentQueryOf,
  type AssignmentSortField,
  stageOf,
} from './assignment-filters';

type AssignmentList = PagedList<AssignmentFilters, AssignmentSortField, AssignmentRow>;

/** One page of the stage and filters; the answer keeps every stage's count beside the rows. */
const fetchPage = async (query: ListQuery<AssignmentFilters, AssignmentSortField>, signal: AbortSignal) => {
  const answer = await fetchAssignments({ ...assignmentQueryOf(query), pageIndex: query.page, pageSize: query.size }, signal);
  const { list, total, counts } = answer.data;
  return { ...answer, data: { rows: list, total, counts, pageIndex: query.page, pageSize: query.size } };
};

/** Every stage's count, from the same cached answer the rows come from (kept while the next one loads). */
function useStageCounts(list: AssignmentList): Partial<Record<AssignmentStage, number>> {
  const answer = useQuery({
    queryKey: [...listKey(UNIT_ASSIGNMENTS_LIST), list.query],
    queryFn: async ({ signal }) => (await fetchPage(list.query, signal)).data,
    placeholderData: keepPreviousData,
  });
  return answer.data?.counts ?? {};
}

/** `/handling/assignments` 交办件办理: the unit's assignments by stage, with what it may do on each. */
export default function UnitAssignments() {
  const { t, i18n } = useTranslation();
  const report = useReportOptions();
  const list = usePagedList({ key: UNIT_ASSIGNMENTS_LIST, filters: ASSIGNMENT_FILTERS, sortFields: ASSIGNMENT_SORT_FIELDS, fetchPage });
  const counts = useStageCounts(list);
  const stage = stageOf(list.query.filters);
  const stageLabel = (key: AssignmentStage) => t(`caseHandling.stages.${key}`);
  // The filter bar's 查询 and 重置 keep the tab the user is on.
  const inStage: AssignmentList = { ...list, search: (filters) => list.search({ ...filters, stage }) };
  const actions = useUnitActions();
  const exportAll = useMutation({
    mutationFn: () =>
      exportAssignments(
        assignmentQueryOf(list.query),
        `${t('caseHandling.exportName', { stage: stageLabel(stage) })}_${beijingStamp(new Date())}`,
      ),
  });

  return (
    <ListPage
      list={inStage}
      card={{
        className: 'unit-assignments',
        activeTabKey: stage,
        tabProps: { 'aria-label': t('caseHandling.stagesLabel'), size: 'small' },
        onTabChange: (key) => list.search({ ...list.query.filters, stage: ASSIGNMENT_STAGES.find((name) => name === key) }),
        tabList: ASSIGNMENT_STAGES.map((key) => ({
          key,
          label: t('caseHandling.stageTab', { label: stageLabel(key), count: counts[key] ?? 0 }),
        })),
      }}
      filters={assignmentFilterFields(t, i18n.language, report)}
      defaultHidden={ASSIGNMENT_COLUMNS_HIDDEN_AT_FIRST}
      actions={
        <Button icon={<DownloadOutlined />} loading={exportAll.isPending} onClick={() => exportAll.mutate()}>
          {t('caseHandling.export')}
        </Button>
      }
      table={{
        rowKey: 'assignmentId',
        size: 'small',
        scrollX: 'columns',
        columns: assignmentColumns(t, i18n.language, (action, row) => actions.start(action, targetOfRow(row))),
      }}
    >
      {actions.dialogs}
    </ListPage>
  );
}
