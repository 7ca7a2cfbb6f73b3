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

const DISTRICTS = [
  '东城区',
  '西城区',
  '朝阳区',
  '海淀区',
  '丰台区',
  '石景山区',
  '门头沟区',
  '房山区',
  '通州区',
  '顺义区',
  '昌平区',
  '大兴区',
] as const;

/**
 * What one case is about within its topic: a finding and a proposal of its own, so that two cases on the same topic
 * read as two different matters ({t} the topic, {d} a district, {n} a number).
 */
const ASPECTS = [
  ['{d}调研发现，{t}项目前期论证不充分，部分项目建成后使用率不足{n}%', '建立项目前期论证和建成后评估制度，对使用率偏低的项目限期整改'],
  ['{t}涉及的审批环节多、周期长，一个项目平均需要办理{n}项手续', '推行并联审批和“一网通办”，压缩审批时限，公开办理进度'],
  ['老年人、残疾人等特殊群体在{t}中的需求考虑不足，无障碍设施缺口较大', '在{t}中同步规划适老化和无障碍设施，邀请特殊群体代表参与验收'],
  ['{t}的日常运营维护经费没有稳定来源，{d}已有{n}处设施因缺乏维护闲置', '将运营维护经费纳入年度预算，探索政府购买服务和社会资本参与运营'],
  ['{t}相关数据分散在多个部门，底数不清、信息不共享', '建设全市统一的{t}信息平台，打通部门数据，定期向社会公布进展'],
  ['基层承担{t}任务重，但街道乡镇人手紧张，一名工作人员要对接{n}项事务', '为街道乡镇配齐专职力量，减少报表和检查，把时间还给基层'],
  [
    '{t}中群众的知情权和参与权落实不够，项目实施前征求意见流于形式',
    '项目实施前召开居民议事会，公示方案不少于{n}日，把群众满意度作为验收依据',
  ],
  ['城乡之间{t}水平差距明显，远郊区的覆盖率只有中心城区的一半左右', '财政资金向远郊区倾斜，建立中心城区与远郊区结对帮扶机制'],
  ['{t}的标准滞后于实际，部分条款制定于{n}年前，已不适应新情况', '组织修订{t}的地方标准，建立标准定期复审制度'],
  ['{t}中的安全隐患排查不到位，{d}今年已发生{n}起相关事件', '开展{t}安全隐患专项排查，建立隐患台账并实行销号管理'],
  ['社会组织和企业参与{t}的渠道不畅，政策支持不够明确', '出台鼓励社会力量参与{t}的政策清单，落实税费减免和场地支持'],
  ['{t}的绩效评价重投入轻产出，对实际效果缺乏跟踪', '引入第三方评估，按效果拨付资金，评估结果向人大报告'],
  ['{t}相关的专业技术人员待遇偏低，近三年流失率超过{n}%', '提高一线专业技术人员待遇，畅通职称评审和职业发展通道'],
  ['{t}的宣传解读不到位，不少群众对相关政策不了解、不会用', '用群众听得懂的语言解读{t}政策，在社区设立咨询服务点'],
  ['{d}部分区域{t}设施布局不均衡，新建小区配套滞后', '按常住人口配置{t}设施，新建小区配套与住宅同步规划、同步交付'],
  ['{t}的投诉渠道分散，群众反映问题后平均{n}天才有答复', '整合投诉渠道，纳入12345接诉即办，限时答复并回访'],
  ['跨区域的{t}事项协调难，相邻区之间标准和做法不一致', '建立跨区协调机制，统一相邻区域的{t}标准和执法尺度'],
  ['{t}中数字化应用水平不高，仍以纸质台账和人工巡查为主', '推广物联网监测和智能巡查，在{d}先行开展数字化试点'],
  ['{t}的资金使用监管不严，个别项目存在超概算和拖欠款项问题', '加强{t}资金全过程监管，定期开展审计，公开资金使用情况'],
  ['{t}的长效管理机制缺失，“重建设、轻管理”问题突出', '明确{t}建成后的管理责任主体，制定长效管理办法'],
] as const;

const fill = (template: string, topic: string, district: string, n: number) =>
  template.replaceAll('{t}', topic).replaceAll('{d}', district).replaceAll('{n}', String(n));

/** Every pair of aspects once (190 of them), in the order a topic's cases take them. */
const ASPECT_PAIRS = ASPECTS.flatMap((_, a) => ASPECTS.map((__, b) => [a, b] as const).filter(([, b]) => b > a));
/** A step coprime with the number of pairs: a topic's first 190 cases each take a pair of their own. */
const PAIR_STEP = 7;

/**
 * The body of a case: situation, problems, what it found on two aspects of the topic of its own, and three numbered
 * proposals. `ordinal` counts the topic's cases so far: no two of a topic's cases share both aspects (two cases on
 * one topic are two matters, not a duplicate). The shared draws (problems, measures) come from `rng` as they always
 * have; the rest comes from a fork, so richer texts leave every other part of the demo office as it was.
 */
export function buildCaseText(rng: Random, topic: string, ordinal: number): CaseText {
  const [first, second] = rng.sample(PROBLEMS, 2);
  const measures = rng.sample(MEASURES, 3);
  const own = rng.fork(`text:${topic}`);
  const district = own.pick(DISTRICTS);
  const offset = [...topic].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0);
  const pair = ASPECT_PAIRS[(offset + ordinal * PAIR_STEP) % ASPECT_PAIRS.length] ?? [0, 1];
  const [aspect, other] = own.shuffle(pair.map((index) => ASPECTS[index] ?? ASPECTS[0]));
  const [finding, proposal] = (aspect ?? ASPECTS[0]).map((part) => fill(part, topic, district, own.int(3, 40)));
  const [secondFinding, secondProposal] = (other ?? ASPECTS[1]).map((part) => fill(part, topic, district, own.int(3, 40)));
  const reason =
    `近年来，本市${topic}工作取得积极进展，但仍存在${first}、${second}等问题，群众反映较为集中，亟待研究解决。` +
    `${finding}；${secondFinding}。`;
  // Of the three measures drawn (the draw stays, so the rest of the seed does not move) one is written: measures
  // every suggestion could make are what cases on different matters share, and a case is known by its own.
  const solution = `一是${proposal}；二是${secondProposal}；三是${measures[0]}。`;
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
