import type { ResultCategory, Satisfaction } from '@proposal-desk/shared/src/domain/enums';
import type { Random } from '../random';

const TITLE_VERBS = ['加强', '推进', '完善', '优化', '加快', '进一步做好', '支持', '规范', '提升', '推动', '深化', '统筹'] as const;

/** "关于加强…的建议" / "关于推进…的提案". */
export function buildTitle(rng: Random, topic: string, noun: '建议' | '提案'): string {
  return rng.chance(0.12) ? `关于${topic}的${noun}` : `关于${rng.pick(TITLE_VERBS)}${topic}的${noun}`;
}

/** "关于制定《北京市…条例》的议案". */
export function buildMotionTitle(rng: Random, law: string): string {
  return `关于${rng.pick(['制定', '修订'])}《北京市${law}》的议案`;
}

const PROBLEMS = [
  '统筹协调机制不够健全',
  '资金投入相对不足',
  '区域发展不平衡',
  '政策落实存在“最后一公里”问题',
  '专业人才队伍短缺',
  '信息化水平不高',
  '群众参与度不高',
  '监督考核机制不完善',
  '标准规范不够统一',
  '服务供给与群众需求不匹配',
] as const;

const MEASURES = [
  '加强顶层设计，制定专项工作方案',
  '加大财政投入，建立多元化投入机制',
  '完善部门协同机制，明确职责分工',
  '加强人才培养和队伍建设',
  '运用数字化手段提升管理服务水平',
  '开展试点示范，及时总结推广经验',
  '建立健全监督考核和评估机制',
  '广泛听取群众意见，推动共建共治共享',
  '完善配套政策，细化落实举措',
] as const;

export interface CaseText {
  content: string;
  reason: string;
  solution: string;
}

/** The body of a case: situation, problems, and three numbered proposals. */
export function buildCaseText(rng: Random, topic: string): CaseText {
  const [first, second] = rng.sample(PROBLEMS, 2);
  const measures = rng.sample(MEASURES, 3);
  const reason = `近年来，本市${topic}工作取得积极进展，但仍存在${first}、${second}等问题，群众反映较为集中，亟待研究解决。`;
  const solution = `一是${measures[0]}；二是${measures[1]}；三是${measures[2]}。`;
  return { content: `${reason}为此建议：${solution}`, reason, solution };
}

const RESULT_SENTENCES: Record<ResultCategory, string> = {
  A: '您提出的问题已基本解决，相关措施已落实到位',
  B: '相关工作已列入我单位年度工作计划，正在积极推进',
  C: '受资金、规划等条件限制，目前暂不具备实施条件，我们将在今后工作中统筹研究解决',
  D: '您的意见建议对我们改进工作具有重要参考价值，我们将在今后工作中认真研究吸纳',
};

/** The text of a reply letter. */
export function buildReplyContent(addressee: string, title: string, result: ResultCategory, round: number): string {
  const opening =
    round > 1 ? `您对《${title}》办理结果的意见收悉，我单位重新进行了研究办理` : `您提出的《${title}》收悉，我单位高度重视，经认真研究`;
  return `${addressee}：${opening}，现答复如下：${RESULT_SENTENCES[result]}。感谢您对我们工作的关心和支持。`;
}

const EVALUATION_COMMENTS: Record<Satisfaction, readonly string[]> = {
  SATISFIED: ['答复及时，措施具体，满意。', '承办单位主动沟通，办理认真。', ''],
  BASIC: ['基本满意，希望加快落实。', '答复较为认真，部分措施有待细化。'],
  UNSATISFIED: ['答复内容较为笼统，未提出具体解决措施。', '未与本人充分沟通，问题没有得到解决。'],
  NONE: [''],
};

export function buildEvaluationComment(rng: Random, result: Satisfaction): string {
  return rng.pick(EVALUATION_COMMENTS[result]);
}

export const RETURN_REASONS = ['该事项不属于本单位职责范围', '建议内容主要涉及区级事权，建议改由属地办理', '本单位已撤并相关职能'] as const;
