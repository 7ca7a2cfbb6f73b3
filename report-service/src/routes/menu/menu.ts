import { API_PATHS, IdParam, MenuSaveBody, MenuUpdateBody } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseBody, parseParams } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { addMenu, deleteMenu, updateMenu } from './menu-commands';
import { findMenuTree } from './menu-queries';

/** Menu settings (admin only): the full tree, add, update and delete (with the entry's children). */
export function menuRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.menuTree, requireAdmin, async (req, res) => {
    ok(req, res, await findMenuTree(db));
  });

  router.post(API_PATHS.menuAdd, requireAdmin, async (req, res) => {
    const body = parseBody(req, MenuSaveBody);
    ok(req, res, await addMenu(db, actorOf(req), body), 'common.added');
  });

  router.put(API_PATHS.menuUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, MenuUpdateBody);
    ok(req, res, await updateMenu(db, actorOf(req), body), 'common.saved');
  });

  router.delete(API_PATHS.menuDelete, requireAdmin, async (req, res) => {
    const { id } = parseParams(req, IdParam);
    const { removed } = await deleteMenu(db, actorOf(req), id);
    ok(req, res, { id, removed }, 'common.deleted');
  });

  return router;
}
