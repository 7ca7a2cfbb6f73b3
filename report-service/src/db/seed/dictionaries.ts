import type { Insertable } from 'kysely';
import {
  ADOPTIONS,
  CASE_PROPERTIES,
  CONSULT_METHODS,
  type Labelled,
  POLITICAL_BACKGROUNDS,
  RESULT_CATEGORIES,
  SATISFACTIONS,
  UNIT_SYSTEMS,
} from '@proposal-desk/shared/src/domain/enums';
import type { Body, DictionariesTable } from '../schema';
import { CATEGORIES } from './lists/categories';

/** Dictionary kinds stored in dictionaries.kind. */
export type DictionaryKind =
  'category' | 'property' | 'result_category' | 'satisfaction' | 'consult_method' | 'adoption' | 'unit_system' | 'political_background';

const BACKGROUND_EN: Record<(typeof POLITICAL_BACKGROUNDS)[number], string> = {
  中共党员: 'CPC member',
  中共预备党员: 'CPC probationary member',
  共青团员: 'CYL member',
  民革党员: 'RCCK member',
  民盟盟员: 'CDL member',
  民建会员: 'CNDCA member',
  民进会员: 'CAPD member',
  农工党党员: 'CPWDP member',
  致公党党员: 'CZGP member',
  九三学社社员: 'Jiusan Society member',
  台盟盟员: 'TDSGL member',
  无党派人士: 'Non-party',
  群众: 'Masses',
};

type Row = Insertable<DictionariesTable>;

function fromLabelled(kind: DictionaryKind, list: ReadonlyArray<Labelled>): Row[] {
  return list.map((item, index) => ({ kind, body: null, code: item.value, label_zh: item.zh, label_en: item.en, sort: index + 1 }));
}

function categoryRows(body: Body): Row[] {
  return CATEGORIES[body].map((category, index) => ({
    kind: 'category',
    body,
    code: category.code,
    label_zh: category.zh,
    label_en: category.en,
    sort: index + 1,
  }));
}

/** The value lists kept in the dictionaries table (codes are what the other tables store). */
export function buildDictionaries(): Row[] {
  const rows: Row[] = [
    ...categoryRows('NPC'),
    ...categoryRows('CPPCC'),
    ...fromLabelled('property', CASE_PROPERTIES),
    ...fromLabelled('result_category', RESULT_CATEGORIES),
    ...fromLabelled('satisfaction', SATISFACTIONS),
    ...fromLabelled('consult_method', CONSULT_METHODS),
    ...fromLabelled('adoption', ADOPTIONS),
    ...fromLabelled('unit_system', UNIT_SYSTEMS),
    // member_terms.background stores the Chinese label itself, so it is also the code.
    ...POLITICAL_BACKGROUNDS.map((label, index) => ({
      kind: 'political_background',
      body: null,
      code: label,
      label_zh: label,
      label_en: BACKGROUND_EN[label],
      sort: index + 1,
    })),
  ];
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}
