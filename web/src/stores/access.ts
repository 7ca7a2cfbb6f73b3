import { create } from 'zustand';

interface AccessState {
  admin: boolean;
  role: string[];
  ability: string[];
  /** True once the user info is loaded (the guard's "known role/ability"). */
  full: boolean;
  setAccess(access: { admin: boolean; role: string[]; ability: string[] }): void;
  reset(): void;
}

/** The access state of spec §3: admin flag, roles, abilities. */
export const useAccessStore = create<AccessState>((set) => ({
  admin: false,
  role: [],
  ability: [],
  full: false,
  setAccess: ({ admin, role, ability }) => set({ admin, role, ability, full: true }),
  reset: () => set({ admin: false, role: [], ability: [], full: false }),
}));
