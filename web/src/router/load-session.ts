import { fetchRoleMenus } from '../api/auth';
import { settings } from '../config/settings';
import { useAccessStore } from '../stores/access';
import { useRoutesStore } from '../stores/routes';
import { useUserStore } from '../stores/user';
import { assertRouteList, prepareRoutes } from './prepare-routes';

/** The guard's load step (spec §4): user info, then the menu for the user, then the routes. */
export async function loadSessionRoutes(): Promise<void> {
  const info = await useUserStore.getState().loadUserInfo();
  const { data } = await fetchRoleMenus(info.user_ID);
  const list = assertRouteList(data);
  const { admin, role, ability } = useAccessStore.getState();
  useRoutesStore.getState().setRoutes(prepareRoutes(list, { admin, role, ability }, settings.roleControl));
}

/** Errors the request layer has already shown as a toast carry the status code. */
export const alreadyShown = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error;
