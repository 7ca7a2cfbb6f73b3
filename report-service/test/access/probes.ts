import type { AnyProbe } from './probe';
import { ACCOUNT_PROBES } from './probes-accounts';
import { CASE_PROBES } from './probes-cases';
import { OFFICE_PROBES } from './probes-office';

/** Every row's probe, by the row's key. */
export const ACCESS_PROBES: Record<string, AnyProbe> = { ...ACCOUNT_PROBES, ...CASE_PROBES, ...OFFICE_PROBES };
