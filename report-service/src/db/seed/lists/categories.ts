import type { Body } from '../../schema';

export type CategoryCode =
  'URBAN' | 'EDUCATION' | 'HEALTH' | 'TRANSPORT' | 'AGRICULTURE' | 'ECONOMY' | 'SOCIAL_SECURITY' | 'CULTURE_TOURISM' | 'LAW' | 'OTHER';

export interface CategorySpec {
  code: CategoryCode;
  zh: string;
  en: string;
  /** Relative share of the body's cases. */
  weight: number;
}

/** Category lists 类别 per body; cases store the code, labels come from the dictionaries table. */
export const CATEGORIES: Record<Body, readonly CategorySpec[]> = {
  NPC: [
    { code: 'URBAN', zh: '城建环保', en: 'Urban construction & environment', weight: 18 },
    { code: 'EDUCATION', zh: '教育', en: 'Education', weight: 11 },
    { code: 'HEALTH', zh: '医疗卫生', en: 'Health', weight: 11 },
    { code: 'TRANSPORT', zh: '交通', en: 'Transport', weight: 13 },
    { code: 'AGRICULTURE', zh: '农业农村', en: 'Agriculture & rural affairs', weight: 8 },
    { code: 'ECONOMY', zh: '经济发展', en: 'Economic development', weight: 10 },
    { code: 'SOCIAL_SECURITY', zh: '社会保障', en: 'Social security', weight: 11 },
    { code: 'CULTURE_TOURISM', zh: '文化旅游', en: 'Culture & tourism', weight: 7 },
    { code: 'LAW', zh: '政法', en: 'Politics & law', weight: 6 },
    { code: 'OTHER', zh: '其他', en: 'Other', weight: 5 },
  ],
  CPPCC: [
    { code: 'ECONOMY', zh: '经济建设', en: 'Economic development', weight: 15 },
    { code: 'URBAN', zh: '城建环保', en: 'Urban construction & environment', weight: 15 },
    { code: 'EDUCATION', zh: '教育科技', en: 'Education, science & technology', weight: 12 },
    { code: 'HEALTH', zh: '医疗卫生', en: 'Health', weight: 11 },
    { code: 'TRANSPORT', zh: '交通', en: 'Transport', weight: 8 },
    { code: 'AGRICULTURE', zh: '农业农村', en: 'Agriculture & rural affairs', weight: 7 },
    { code: 'SOCIAL_SECURITY', zh: '社会事业', en: 'Social affairs', weight: 12 },
    { code: 'CULTURE_TOURISM', zh: '文化旅游', en: 'Culture & tourism', weight: 9 },
    { code: 'LAW', zh: '民主法制', en: 'Democracy & rule of law', weight: 6 },
    { code: 'OTHER', zh: '其他', en: 'Other', weight: 5 },
  ],
};

/** Subjects a title is built around, per category. */
export const TOPICS: Record<CategoryCode, readonly string[]> = {
  URBAN: [
    '老旧小区综合整治',
    '城市精细化管理',
    '垃圾分类处理设施建设',
    '背街小巷环境整治',
    '城市更新项目',
    '大气污染防治',
    '河道水环境治理',
    '城市绿道建设',
    '既有多层住宅加装电梯',
    '保障性住房建设',
    '物业管理服务',
    '建筑垃圾资源化利用',
    '海绵城市建设',
    '城乡结合部环境治理',
  ],
  EDUCATION: [
    '中小学课后服务',
    '学前教育普惠发展',
    '义务教育优质均衡发展',
    '职业教育产教融合',
    '乡村教师队伍建设',
    '校园周边交通安全管理',
    '中小学生心理健康教育',
    '青少年体育活动',
    '特殊教育保障',
    '校外培训机构监管',
    '高校毕业生就业服务',
    '中小学食堂管理',
  ],
  HEALTH: [
    '社区卫生服务中心建设',
    '分级诊疗制度',
    '基层医疗人才队伍建设',
    '医养结合服务',
    '公立医院预约诊疗服务',
    '中医药传承发展',
    '儿科医疗资源配置',
    '医保异地就医结算',
    '慢性病健康管理',
    '院前急救体系建设',
    '精神卫生服务',
    '药品集中带量采购',
  ],
  TRANSPORT: [
    '轨道交通站点接驳',
    '公交线网优化',
    '慢行交通系统建设',
    '医院周边停车治理',
    '新能源汽车充电设施建设',
    '交通拥堵治理',
    '共享单车规范管理',
    '农村公路养护',
    '地铁无障碍设施建设',
    '道路交通安全隐患排查',
    '居住区停车管理',
  ],
  AGRICULTURE: [
    '高标准农田建设',
    '农村人居环境整治',
    '乡村旅游发展',
    '农村集体经济发展',
    '农产品冷链物流',
    '农村养老服务',
    '美丽乡村建设',
    '农业科技推广',
    '农村污水治理',
    '山区生态补偿',
    '休闲农业发展',
  ],
  ECONOMY: [
    '中小微企业融资支持',
    '营商环境建设',
    '数字经济发展',
    '科技成果转化',
    '夜间经济发展',
    '老字号品牌保护',
    '专精特新企业培育',
    '首店经济发展',
    '消费市场提振',
    '民营经济发展',
    '高新技术企业服务',
    '园区产业升级',
  ],
  SOCIAL_SECURITY: [
    '居家养老服务',
    '社区养老驿站建设',
    '灵活就业人员社会保障',
    '残疾人就业帮扶',
    '困难群众救助',
    '长期护理保险制度',
    '新就业形态劳动者权益保障',
    '婴幼儿照护服务',
    '退役军人服务保障',
    '社区嵌入式服务设施建设',
    '老年助餐服务',
  ],
  CULTURE_TOURISM: [
    '历史文化街区保护',
    '公共文化服务体系建设',
    '非物质文化遗产传承',
    '红色旅游资源开发',
    '博物馆之城建设',
    '全民健身设施建设',
    '文旅融合发展',
    '实体书店扶持',
    '大运河文化带建设',
    '长城文化带保护',
    '乡村文化振兴',
  ],
  LAW: [
    '基层社会治理',
    '社区矫正工作',
    '公共法律服务体系建设',
    '电信网络诈骗防范',
    '未成年人保护',
    '矛盾纠纷多元化解',
    '平安社区建设',
    '知识产权司法保护',
    '法治宣传教育',
    '物业纠纷调解',
    '接诉即办机制',
  ],
  OTHER: [
    '政务服务“一网通办”',
    '基层减负',
    '数字政府建设',
    '志愿服务体系建设',
    '政务数据共享',
    '应急管理体系建设',
    '无障碍环境建设',
    '社会组织培育',
    '档案信息化建设',
    '防灾减灾宣传',
  ],
};

export interface UnitPool {
  /** Units that can handle alone or lead (the first one is drawn more often). */
  lead: readonly string[];
  /** Units that typically co-handle. */
  co: readonly string[];
}

/** Which handling units (by UnitSpec.key) take which category. */
export const UNIT_POOLS: Record<CategoryCode, UnitPool> = {
  URBAN: { lead: ['zjw', 'ghzrw', 'cgw', 'sthjj', 'ylj', 'swj'], co: ['fgw', 'czj', 'rq', 'dl', 'zls', 'rdcjb'] },
  EDUCATION: { lead: ['jw', 'kw'], co: ['rsj', 'czj', 'zjw', 'ghzrw', 'gaj'] },
  HEALTH: { lead: ['wjw', 'ybj'], co: ['scjgj', 'czj', 'zjw', 'mzj'] },
  TRANSPORT: { lead: ['jtw', 'gjjt', 'gaj'], co: ['ghzrw', 'zjw', 'cgw'] },
  AGRICULTURE: { lead: ['nyncj', 'swj', 'ylj'], co: ['zjw', 'czj', 'swuj'] },
  ECONOMY: { lead: ['fgw', 'jxj', 'swuj', 'kw'], co: ['czj', 'scjgj', 'rsj', 'zxjjw'] },
  SOCIAL_SECURITY: { lead: ['rsj', 'mzj', 'ybj', 'cl', 'zgh'], co: ['zjw', 'czj', 'fl'] },
  CULTURE_TOURISM: { lead: ['wlj', 'xcb'], co: ['swuj', 'jtw', 'ylj'] },
  LAW: { lead: ['zfw', 'gaj', 'sfj', 'gy', 'yzy', 'jcy'], co: ['mzj', 'tzb', 'zxsfw'] },
  OTHER: { lead: ['jxj', 'zzb', 'tzb', 'fl', 'zxsfw'], co: ['czj', 'xcb', 'zxjjw'] },
};

/** Laws an NPC motion 议案 asks to make or amend, with the category it falls in. */
export const MOTION_LAWS: ReadonlyArray<readonly [string, CategoryCode]> = [
  ['物业管理条例', 'URBAN'],
  ['生活垃圾管理条例', 'URBAN'],
  ['养老服务条例', 'SOCIAL_SECURITY'],
  ['历史文化名城保护条例', 'CULTURE_TOURISM'],
  ['优化营商环境条例', 'ECONOMY'],
  ['非机动车管理条例', 'TRANSPORT'],
  ['医疗纠纷预防与处理条例', 'HEALTH'],
  ['数字经济促进条例', 'ECONOMY'],
  ['无障碍环境建设条例', 'OTHER'],
  ['学前教育条例', 'EDUCATION'],
  ['接诉即办工作条例', 'LAW'],
  ['乡村振兴促进条例', 'AGRICULTURE'],
];
