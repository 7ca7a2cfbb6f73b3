import type { UnitSystem } from '@proposal-desk/shared/src/domain/enums';

export interface UnitSpec {
  /** Stable key used by the category pools. */
  key: string;
  name: string;
  system: UnitSystem;
  /** Abbreviation of its reply letters: `${docPrefix}函〔2026〕12号`. */
  docPrefix: string;
}

const unit = (key: string, name: string, system: UnitSystem, docPrefix: string): UnitSpec => ({ key, name, system, docPrefix });

/** The handling units 承办单位, about half of them in the government system. */
export const UNIT_SPECS: readonly UnitSpec[] = [
  unit('fgw', '市发展和改革委员会', 'GOVERNMENT', '京发改'),
  unit('jw', '市教育委员会', 'GOVERNMENT', '京教'),
  unit('kw', '市科学技术委员会', 'GOVERNMENT', '京科'),
  unit('jxj', '市经济和信息化局', 'GOVERNMENT', '京经信'),
  unit('gaj', '市公安局', 'GOVERNMENT', '京公'),
  unit('mzj', '市民政局', 'GOVERNMENT', '京民'),
  unit('sfj', '市司法局', 'GOVERNMENT', '京司'),
  unit('czj', '市财政局', 'GOVERNMENT', '京财'),
  unit('rsj', '市人力资源和社会保障局', 'GOVERNMENT', '京人社'),
  unit('ghzrw', '市规划和自然资源委员会', 'GOVERNMENT', '京规自'),
  unit('sthjj', '市生态环境局', 'GOVERNMENT', '京环'),
  unit('zjw', '市住房和城乡建设委员会', 'GOVERNMENT', '京建'),
  unit('cgw', '市城市管理委员会', 'GOVERNMENT', '京管'),
  unit('jtw', '市交通委员会', 'GOVERNMENT', '京交'),
  unit('swj', '市水务局', 'GOVERNMENT', '京水'),
  unit('nyncj', '市农业农村局', 'GOVERNMENT', '京农'),
  unit('swuj', '市商务局', 'GOVERNMENT', '京商务'),
  unit('wlj', '市文化和旅游局', 'GOVERNMENT', '京文旅'),
  unit('wjw', '市卫生健康委员会', 'GOVERNMENT', '京卫'),
  unit('scjgj', '市市场监督管理局', 'GOVERNMENT', '京市监'),
  unit('ybj', '市医疗保障局', 'GOVERNMENT', '京医保'),
  unit('ylj', '市园林绿化局', 'GOVERNMENT', '京绿'),
  unit('zzb', '市委组织部', 'PARTY', '京组'),
  unit('xcb', '市委宣传部', 'PARTY', '京宣'),
  unit('tzb', '市委统战部', 'PARTY', '京统'),
  unit('zfw', '市委政法委员会', 'PARTY', '京政法'),
  unit('rdfgw', '市人大常委会法制工作委员会', 'NPC_ORGAN', '京人大法工'),
  unit('rdcjb', '市人大常委会城市建设环境保护办公室', 'NPC_ORGAN', '京人大城环'),
  unit('zxsfw', '市政协社会和法制委员会', 'CPPCC_ORGAN', '京政协社法'),
  unit('zxjjw', '市政协经济委员会', 'CPPCC_ORGAN', '京政协经'),
  unit('gy', '市高级人民法院', 'COURT', '京高法'),
  unit('yzy', '市第一中级人民法院', 'COURT', '京一中法'),
  unit('jcy', '市人民检察院', 'PROCURATORATE', '京检'),
  unit('zgh', '市总工会', 'OTHER', '京工'),
  unit('fl', '市妇女联合会', 'OTHER', '京妇'),
  unit('cl', '市残疾人联合会', 'OTHER', '京残联'),
  unit('gjjt', '市公共交通集团', 'OTHER', '京公交'),
  unit('dl', '市电力公司', 'OTHER', '京电'),
  unit('zls', '市自来水集团', 'OTHER', '京水集团'),
  unit('rq', '市燃气集团', 'OTHER', '京燃气'),
];

/** unit01's unit: a government unit in many category pools, so it has many assignments. */
export const FEATURED_UNIT_KEY = 'zjw';
/** unit02's unit. */
export const SECOND_UNIT_KEY = 'wjw';
