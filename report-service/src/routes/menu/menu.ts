import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { addMenu, deleteMenu, updateMenu } from './menu-commands';
import { findMenuTree } from './menu-queries';

/** Menu settings (admin only): the full tree, add, update and delete (with the entry's children). */
export function menuRouter({ db }: AppContext): Router {
  return routesOf({
    menuTree: () => findMenuTree(db),
    menuAdd: ({ body, req }) => addMenu(db, actorOf(req), body),
    menuUpdate: ({ body, req }) => updateMenu(db, actorOf(req), body),
    menuDelete: async ({ body: { id }, req }) => {
      const { removed } = await deleteMenu(db, actorOf(req), id);
      return { id, removed };
    },
  });
}
