/**
 * Reports in the reader's language. The report queries build their fixed text (column headings, block
 * titles, row labels such as 合计, filter names) in Chinese, and their labels of codes (status, handling
 * role, result category…) from the enum lists; an English reader's workbook gets the same data with this
 * fixed text in English. Every English term is written once, here; data (names of units and members,
 * titles of cases, sessions) is never looked up and stays as entered. Narrative paragraphs stay Chinese.
 */
import type { Language } from '../api/languages';
import {
  ADOPTIONS,
  ASSIGNMENT_ROLES,
  ASSIGNMENT_STATUSES,
  BODIES,
  CASE_KINDS,
  CASE_PERIODS,
  CASE_PROPERTIES,
  CASE_STATUSES,
  CONSULT_METHODS,
  RESULT_CATEGORIES,
  SATISFACTIONS,
  UNIT_SYSTEMS,
  type Labelled,
} from '../domain/enums';
import type { Localized, ReportBlock, ReportColumn, ReportData, ReportRow } from './report-data';

/** The English of each fixed Chinese term the report queries write (headings, titles, row and filter labels). */
export const REPORT_TERMS_EN: Readonly<Record<string, string>> = {
  合计: 'Total',
  小计: 'Subtotal',
  全部: 'All',
  是: 'Yes',
  否: 'No',
  无: 'None',
  序号: 'No.',
  案号: 'Case no.',
  案由: 'Title',
  内容: 'Content',
  附件: 'Attachments',
  理由: 'Reason',
  办法: 'Solution',
  类别: 'Category',
  性质: 'Property',
  届次: 'Session',
  日期: 'Date',
  单位: 'Unit',
  单位系统: 'Unit system',
  承办单位: 'Handling unit',
  办理方式: 'Handling role',
  方式: 'Part',
  办理状态: 'Status',
  主办单位: 'Lead unit',
  答复类别: 'Reply category',
  主办: 'Lead',
  协办: 'Co-handling',
  主办件: 'Led',
  协办件: 'Co-handled',
  交办: 'Assigned',
  交办日期: 'Assigned on',
  签收: 'Signed',
  轮次: 'Round',
  当前环节: 'Current stage',
  并入案件: 'Merged into this case',
  尚未交办: 'Not yet assigned',
  超期: 'Overdue',
  答复期限: 'Reply due',
  答复日期: 'Replied on',
  答复情况: 'Replies',
  '答复情况：尚未答复。': 'Replies: none yet.',
  答复件数: 'Replies',
  答复率: 'Reply rate',
  答复办理类别: 'Result categories of replies',
  已答复: 'Replied',
  已办复: 'Replied',
  办复率: 'Reply rate',
  已办结: 'Closed',
  文号: 'Document no.',
  签发人: 'Signed by',
  办理类别: 'Result category',
  办理结果: 'Result',
  办理工作: 'Handling work',
  '办理工作＼办理结果': 'Work \\ result',
  '办理工作 × 办理结果': 'Work × result',
  A类: 'Category A',
  B类: 'Category B',
  C类: 'Category C',
  D类: 'Category D',
  'A+B占比': 'A+B share',
  占比: 'Share',
  百分比: 'Percentage',
  件数: 'Cases',
  件次: 'Assignments',
  承办件数: 'Cases handled',
  承办件次: 'Assignments',
  收到: 'Received',
  立案: 'Accepted',
  立案件: 'Accepted',
  立案率: 'Acceptance rate',
  反馈: 'Feedback',
  反馈情况: 'Feedback',
  已反馈: 'Feedback given',
  未反馈: 'No feedback',
  '未反馈件（按承办单位）': 'Assignments without feedback, by unit',
  交办件次: 'Assignments',
  未反馈率: 'Share without feedback',
  联系方式: 'Contact method',
  面商方式: 'Consultation method',
  '面商方式（已反馈件）': 'Consultation method (cases with feedback)',
  面商率: 'Face-to-face rate',
  采纳情况: 'Adoption',
  '采纳情况（已反馈件）': 'Adoption (cases with feedback)',
  测评: 'Evaluated',
  已测评: 'Evaluated',
  测评件数: 'Evaluated',
  测评项目: 'Aspect',
  测评结果: 'Evaluation results',
  测评不满意件清单: 'Cases rated unsatisfied',
  满意度: 'Satisfaction',
  满意率: 'Satisfaction rate',
  结果满意率: 'Result satisfaction rate',
  重新办理: 'Re-handling',
  总分: 'Total score',
  排名: 'Rank',
  代表: 'Deputy',
  委员: 'Member',
  代表团: 'Delegation',
  界别: 'Sector',
  未分团: 'No delegation',
  未分类: 'Uncategorised',
  未编号: 'Unnumbered',
  '（未编号）': '(unnumbered)',
  '（暂无）': '(none)',
  '（重点）': '(key)',
  提案人: 'Proposer',
  '提案人/单位': 'Proposer / unit',
  '提案单位（界别）': 'Submitting unit (sector)',
  提出时间: 'Submitted',
  提出日期: 'Submitted on',
  领衔: 'Led',
  领衔人: 'Lead submitter',
  领衔件: 'Led',
  领衔代表: 'Lead deputy',
  领衔案由: 'Titles led',
  附议: 'Co-signed',
  附议件: 'Co-signed',
  附议代表: 'Co-signing deputies',
  联名件: 'Joint cases',
  联名人: 'Co-signers',
  总人数: 'Members',
  参与人数: 'Participants',
  参与率: 'Participation rate',
  审查意见: 'Review opinion',
  审议处理意见: 'Handling opinion',
  代表建议: "Deputies' suggestions",
  仅重点件: 'Key cases only',
  各类别立案件数: 'Accepted cases by category',
  各性质立案件数: 'Accepted cases by property',
  各系统承办件次: 'Assignments by unit system',
  各单位办复率: 'Reply rate by unit',
  各单位已答复件数: 'Replies by unit',
  各单位逾期承诺事项: 'Late commitments by unit',
  承诺事项: 'Commitments',
  按期兑现: 'Kept on time',
  逾期: 'Late',
  未到期: 'Open',
  未能兑现: 'Not kept',
  按期兑现率: 'Kept-on-time rate',
  各单位满意率: 'Satisfaction rate by unit',
  各单位面商率: 'Face-to-face rate by unit',
  各办理方式已答复件数: 'Replies by handling role',
  截至: 'As of',
  文字: 'Text',
  数字: 'Number',
  字段网格: 'Field grid',
  柱状图: 'Bar chart',
  字体检查: 'Font check',
  打印测试页: 'Print test page',
  '件数为已立案件（含交办、办理、答复、办结各环节）。': 'Counts are of accepted cases (assigned, in progress, replied or closed).',
  '一件建议（提案）由多个单位承办时，每个承办单位各计一件次。':
    'A case handled by several units counts once for each unit (one assignment each).',
  '领衔件、立案件按领衔人所在代表团（提案单位）统计，含以提案单位名义提出的件；附议件为本团人员附议（联名）的件数；参与人数为领衔或附议过的人数。':
    "Led and accepted cases count under the lead submitter's delegation (submitting unit), including cases submitted in a unit's name; co-signed cases are those its people co-signed; participants are the people who led or co-signed a case.",
  'A类：已解决或基本解决；B类：正在解决或列入计划；C类：因条件限制需以后解决；D类：留作参考。以各单位最近一次答复为准。':
    "A: solved or mostly solved; B: being solved or planned; C: to be solved later; D: for reference. Each unit's latest reply counts.",
};

/** Labels of codes the reports print, from the enum lists (their English is written there). */
const LABEL_LISTS: ReadonlyArray<ReadonlyArray<Labelled>> = [
  BODIES,
  CASE_KINDS,
  CASE_PERIODS,
  CASE_STATUSES,
  ASSIGNMENT_ROLES,
  ASSIGNMENT_STATUSES,
  RESULT_CATEGORIES,
  SATISFACTIONS,
  CONSULT_METHODS,
  ADOPTIONS,
  CASE_PROPERTIES,
  UNIT_SYSTEMS,
];

const TERMS = new Map<string, string>([
  ...LABEL_LISTS.flatMap((list) => list.map((item): [string, string] => [item.zh, item.en])),
  ...Object.entries(REPORT_TERMS_EN),
]);

/** Fixed text with a number or a label in it; `english` translates the label parts. */
const PATTERNS: ReadonlyArray<[RegExp, (english: (text: string) => string, ...groups: string[]) => string]> = [
  [/^总分（满分(\d+(?:\.\d+)?)）$/, (_, max) => `Total score (out of ${max})`],
  [/^([A-D])类 (.+)$/, (english, letter, label) => `Category ${letter}: ${english(label!)}`],
  [/^([A-D]) (.+)$/, (english, letter, label) => `${letter} ${english(label!)}`],
  [/^(\d+)人$/, (_, n) => `${n} people`],
  [/^(\d+)件$/, (_, n) => `${n} cases`],
  [/^(.+)（(\d+)件）$/, (english, label, n) => `${english(label!)} (${n} cases)`],
  [/^(\S+) (\d{4}-\d{2}-\d{2})$/, (english, label, day) => `${english(label!)} ${day}`],
];

/** The translation of one report: the fixed terms and labels, and the office's dictionary labels with their English. */
function translator(dictionaryEn: ReadonlyMap<string, string>) {
  const termOf = (text: string) => TERMS.get(text) ?? dictionaryEn.get(text);

  /** The English of a fixed term or label; any other text (data) as it is. */
  const englishOf = (text: string): string => {
    const term = termOf(text);
    if (term !== undefined) return term;
    for (const [pattern, english] of PATTERNS) {
      const match = pattern.exec(text);
      if (match) return english(englishOf, ...match.slice(1));
    }
    return text;
  };

  /** A title-line part or a cell: a term (人大), a `name：value` filter (承办单位：市交通局 → Handling unit: 市交通局) or data. */
  const partIn = (text: string): string => {
    const colon = text.indexOf('：');
    if (colon > 0) {
      const name = termOf(text.slice(0, colon));
      if (name !== undefined) return `${name}: ${englishOf(text.slice(colon + 1))}`;
    }
    return englishOf(text);
  };

  const lineIn = (line: string) => line.split(' · ').map(partIn).join(' · ');

  const columnIn = (column: ReportColumn): ReportColumn => ({
    ...column,
    title: englishOf(column.title),
    ...(column.group === undefined ? {} : { group: englishOf(column.group) }),
  });

  /** A row with its labels in English: group labels, and text cells that are a fixed term or a label of a code. */
  const rowIn = (row: ReportRow, textKeys: ReadonlySet<string>): ReportRow => {
    const cells = Object.fromEntries(
      Object.entries(row.cells).map(([key, value]) => [key, typeof value === 'string' && textKeys.has(key) ? partIn(value) : value]),
    );
    return { ...row, cells, ...(row.label === undefined ? {} : { label: lineIn(row.label) }) };
  };

  const blockIn = (block: ReportBlock): ReportBlock => {
    const title = block.type !== 'paragraph' && block.title !== undefined ? { title: englishOf(block.title) } : {};
    switch (block.type) {
      case 'table': {
        const textKeys = new Set(block.columns.filter((c) => c.format === 'text').map((c) => c.key));
        return { ...block, ...title, columns: block.columns.map(columnIn), rows: block.rows.map((row) => rowIn(row, textKeys)) };
      }
      case 'fields':
        return { ...block, ...title, fields: block.fields.map((f) => ({ ...f, label: englishOf(f.label), value: partIn(f.value) })) };
      case 'chart':
        return {
          ...block,
          title: englishOf(block.title),
          bars: block.bars.map((bar) => ({ ...bar, label: englishOf(bar.label) })),
          ...(block.truncated ? { truncated: { ...block.truncated, noun: englishOf(block.truncated.noun) } } : {}),
        };
      case 'paragraph':
        return { ...block, text: englishOf(block.text) };
      default: {
        const never: never = block;
        return never;
      }
    }
  };

  return { lineIn, blockIn };
}

/**
 * The report in the reader's language: Chinese data as it is; English data with the report's English
 * title and every fixed term in English (data untouched), marked `lang: 'en'` for the renderers' own text.
 * `dictionaryEn` maps the office's dictionary labels (categories…) to the English it configured.
 */
export function reportIn(
  data: ReportData,
  title: Localized,
  lang: Language,
  dictionaryEn: ReadonlyMap<string, string> = new Map(),
): ReportData {
  if (lang === 'zh') return data;
  const { lineIn, blockIn } = translator(dictionaryEn);
  return {
    ...data,
    lang,
    title: title.en,
    subtitle: lineIn(data.subtitle),
    header: lineIn(data.header),
    blocks: data.blocks.map(blockIn),
  };
}
