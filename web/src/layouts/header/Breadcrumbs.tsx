import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useRoutesStore } from '../../stores/routes';
import { buildBreadcrumb } from '../breadcrumb';
import { useMenuTitle } from '../use-menu';

/** The breadcrumb of the current page from its route's parents. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const routes = useRoutesStore((s) => s.routes);
  const translate = useMenuTitle();
  const crumbs = useMemo(() => buildBreadcrumb(routes, pathname), [routes, pathname]);
  const items = crumbs.map((c, i) => ({
    key: `${i}:${c.path}`,
    title: i < crumbs.length - 1 ? <Link to={c.path}>{translate(c.title)}</Link> : translate(c.title),
  }));
  return <Breadcrumb className="vab-breadcrumb" items={items} />;
}
