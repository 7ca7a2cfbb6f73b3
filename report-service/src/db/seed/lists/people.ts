import type { Random } from '../random';

/** Common surnames, roughly by frequency (the first ones are drawn more often). */
const SURNAMES: readonly string[] =
  '王 李 张 刘 陈 杨 赵 黄 周 吴 徐 孙 胡 朱 高 林 何 郭 马 罗 梁 宋 郑 谢 韩 唐 冯 于 董 萧 程 曹 袁 邓 许 傅 沈 曾 彭 吕 苏 卢 蒋 蔡 贾 丁 魏 薛 叶 阎 余 潘 杜 戴 夏 钟 汪 田 任 姜 范 方 石 姚 谭 廖 邹 熊 金 陆 郝 孔 白 崔 康 毛 邱 秦 江 史 顾 侯 邵 孟 龙 万 段 钱 汤 尹 黎 易 常 武 乔 贺 赖 龚 文 欧阳 司马 上官'.split(
    ' ',
  );

const GIVEN_MALE: readonly string[] =
  '伟 强 磊 军 勇 杰 涛 斌 超 明 刚 平 辉 鹏 华 飞 鑫 波 宁 峰 建国 志强 建华 国栋 卫东 晓东 文博 海涛 振华 立新 宏伟 俊杰 永刚 建军 学军 德明 树林 长青 浩然 子轩 博文 天佑 一鸣 思远 国庆 红军'.split(
    ' ',
  );

const GIVEN_FEMALE: readonly string[] =
  '芳 娜 敏 静 丽 艳 娟 霞 燕 玲 婷 雪 琳 颖 慧 洁 倩 萍 晓燕 秀英 桂芳 玉兰 丽华 海燕 春梅 红梅 雅琴 美玲 欣怡 思雨 梦瑶 佳怡 淑珍 秀兰 晓红 文静 雨萱 悦 璐 瑾 婧 蕾 莉 琦 馨予 若溪'.split(
    ' ',
  );

/** Draws full names that are not yet taken, so a name identifies one person in the demo. */
export class NameDrawer {
  private readonly taken = new Set<string>();

  constructor(private readonly rng: Random) {}

  /** Marks names that are fixed elsewhere (e.g. the demo accounts) as taken. */
  reserve(names: readonly string[]): void {
    for (const name of names) this.taken.add(name);
  }

  draw(): string {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      // Squaring the roll favours the common surnames at the head of the list.
      const surname = SURNAMES[Math.floor(this.rng.next() ** 2 * SURNAMES.length)] as string;
      const given = this.rng.chance(0.5) ? this.rng.pick(GIVEN_MALE) : this.rng.pick(GIVEN_FEMALE);
      const name = surname + given;
      if (!this.taken.has(name)) {
        this.taken.add(name);
        return name;
      }
    }
    throw new Error('NameDrawer: ran out of distinct names');
  }
}

/** Mobile prefixes of the three carriers. 1380000xxxx is kept for the demo accounts. */
const MOBILE_PREFIXES: readonly string[] = '135 136 137 139 150 151 158 186 185 133 153 177 189'.split(' ');

/** Draws distinct 11-digit mobile numbers. */
export class MobileDrawer {
  private readonly taken = new Set<string>();

  constructor(private readonly rng: Random) {}

  draw(): string {
    for (;;) {
      const mobile = this.rng.pick(MOBILE_PREFIXES) + String(this.rng.int(0, 99_999_999)).padStart(8, '0');
      if (!this.taken.has(mobile)) {
        this.taken.add(mobile);
        return mobile;
      }
    }
  }
}

/** The city's districts, used for delegations, workplaces and addresses. */
export const DISTRICTS: readonly string[] =
  '东城区 西城区 朝阳区 海淀区 丰台区 石景山区 门头沟区 房山区 通州区 顺义区 昌平区 大兴区 怀柔区 平谷区 密云区 延庆区'.split(' ');

const STREETS: readonly string[] = '和平里 建国门 安定门 德胜门 望京 中关村 学院路 方庄 八角 长阳 梨园 仁和 回龙观 黄村 龙潭 永安'.split(
  ' ',
);
const ROADS: readonly string[] = '大街 路 北路 南路 东路 西路 胡同'.split(' ');

const COMPANY_HEADS: readonly string[] = '华晟 中科 京能 恒泰 远望 金桥 博远 德润 新航 安和 嘉禾 启明 泰和 鼎信'.split(' ');
const COMPANY_TRADES: readonly string[] = '科技 建设 医药 文化传媒 农业发展 物流 环保 信息技术 智能制造 食品'.split(' ');
const COMPANY_FORMS: readonly string[] = '有限公司 股份有限公司 集团有限公司'.split(' ');

interface Workplace {
  /** 工作单位 */
  employer: string;
  /** 单位职务 */
  position: string;
}

/** A plausible employer and post for a deputy or member living in `district`. */
export function drawWorkplace(rng: Random, district: string): Workplace {
  const street = rng.pick(STREETS);
  const kind = rng.weighted([
    ['company', 30],
    ['school', 12],
    ['hospital', 12],
    ['street-office', 14],
    ['village', 10],
    ['university', 8],
    ['institute', 8],
    ['law-firm', 6],
  ] as const);
  switch (kind) {
    case 'company': {
      const employer = `北京${rng.pick(COMPANY_HEADS)}${rng.pick(COMPANY_TRADES)}${rng.pick(COMPANY_FORMS)}`;
      return { employer, position: employer + rng.pick(['董事长', '总经理', '副总经理', '工会主席', '技术总监', '高级工程师']) };
    }
    case 'school': {
      const employer = `${district}${rng.pick(['第一中学', '第二中学', '实验小学', '第三中学', '职业学校', '中心小学'])}`;
      return { employer, position: employer + rng.pick(['校长', '副校长', '高级教师', '党总支书记']) };
    }
    case 'hospital': {
      const employer = `${district}${rng.pick(['人民医院', '中医医院', '妇幼保健院', '社区卫生服务中心'])}`;
      return { employer, position: employer + rng.pick(['院长', '副院长', '主任医师', '护士长']) };
    }
    case 'street-office': {
      const employer = `${district}${street}街道办事处`;
      return { employer, position: `${street}街道${rng.pick(['党工委书记', '办事处主任', '社区党委书记', '社区居委会主任'])}` };
    }
    case 'village': {
      const employer = `${district}${street}镇${rng.pick(['东', '西', '南', '北', '前', '后'])}${rng.pick(['庄', '营', '屯', '店'])}村村民委员会`;
      return { employer, position: employer.replace('村民委员会', '') + rng.pick(['党支部书记', '村委会主任']) };
    }
    case 'university': {
      const employer = rng.pick(['首都师范大学', '北京工业大学', '北京联合大学', '首都医科大学', '北京建筑大学']);
      return { employer, position: employer + rng.pick(['教授', '副校长', '学院院长', '研究员']) };
    }
    case 'institute': {
      const employer = rng.pick(['市社会科学院', '市农林科学院', '市环境保护科学研究院', '市城市规划设计研究院']);
      return { employer, position: employer + rng.pick(['研究员', '副院长', '所长', '高级工程师']) };
    }
    case 'law-firm': {
      const employer = `北京市${rng.pick(['正平', '德恒信', '京鼎', '中和'])}律师事务所`;
      return { employer, position: employer + rng.pick(['主任', '合伙人', '律师']) };
    }
  }
}

/** A postal contact address in `district`. */
export function drawAddress(rng: Random, district: string): string {
  return `北京市${district}${rng.pick(STREETS)}${rng.pick(ROADS)}${rng.int(1, 188)}号`;
}
