import type { Body } from '../../schema';

/** Group kinds stored in member_groups.kind. */
export type GroupKind = 'DELEGATION' | 'SECTOR' | 'PARTY' | 'ORGANISATION' | 'COMMITTEE';

export interface GroupSpec {
  body: Body;
  name: string;
  kind: GroupKind;
  /** Relative number of current members placed in the group. */
  size: number;
  /** The district its members mostly live in (NPC delegations are elected per district). */
  district?: string;
  /** Political background most members of the group have. */
  background?: string;
}

/** NPC delegations 代表团, one per district. */
const NPC_DELEGATIONS: GroupSpec[] = [
  ['东城区', 18],
  ['西城区', 20],
  ['朝阳区', 26],
  ['海淀区', 26],
  ['丰台区', 20],
  ['石景山区', 12],
  ['门头沟区', 12],
  ['房山区', 16],
  ['通州区', 18],
  ['顺义区', 16],
  ['昌平区', 18],
  ['大兴区', 18],
].map(([district, size]) => ({
  body: 'NPC',
  name: `${district}代表团`,
  kind: 'DELEGATION',
  size: Number(size),
  district: String(district),
}));

/** CPPCC sectors 界别, parties 党派, people's organisations 人民团体 and special committees 专委会. */
const CPPCC_GROUPS: GroupSpec[] = [
  { body: 'CPPCC', name: '中共界', kind: 'SECTOR', size: 24, background: '中共党员' },
  { body: 'CPPCC', name: '民革界', kind: 'PARTY', size: 14, background: '民革党员' },
  { body: 'CPPCC', name: '民盟界', kind: 'PARTY', size: 16, background: '民盟盟员' },
  { body: 'CPPCC', name: '民建界', kind: 'PARTY', size: 16, background: '民建会员' },
  { body: 'CPPCC', name: '九三学社界', kind: 'PARTY', size: 14, background: '九三学社社员' },
  { body: 'CPPCC', name: '经济界', kind: 'SECTOR', size: 26 },
  { body: 'CPPCC', name: '教育界', kind: 'SECTOR', size: 22 },
  { body: 'CPPCC', name: '医药卫生界', kind: 'SECTOR', size: 22 },
  { body: 'CPPCC', name: '总工会', kind: 'ORGANISATION', size: 16 },
  { body: 'CPPCC', name: '社会和法制委员会', kind: 'COMMITTEE', size: 10 },
];

export const GROUP_SPECS: readonly GroupSpec[] = [...NPC_DELEGATIONS, ...CPPCC_GROUPS];
