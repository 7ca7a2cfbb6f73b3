import { Tabs } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useUserStore } from '../../../stores/user';
import { isOpenInvitation, useCosignInvitations } from '../shared/submitter-writes';
import { CosignInvitations } from './CosignInvitations';
import { MyCaseList } from './MyCaseList';
import { submitterBodyOf, useWorkspaceTab, type WorkspaceTab } from './use-workspace';

/**
 * 我的建议 (/suggestion/mine, a deputy's) and 我的提案 (/proposal/mine, a member's): their own cases,
 * and the invitations to co-sign others' with the count still open. The tab is in the URL.
 */
export default function MyCases() {
  const { t } = useTranslation();
  // A kept-alive page stays mounted under other paths: the body is the one of the path it opened at.
  const path = useRef(useLocation().pathname).current;
  const body = submitterBodyOf(
    useUserStore((state) => state.userInfo),
    path,
  );
  const [tab, setTab] = useWorkspaceTab();
  const invitations = useCosignInvitations();
  const open = (invitations.data ?? []).filter((row) => isOpenInvitation(row)).length;

  return (
    <Tabs
      className="my-cases"
      activeKey={tab}
      onChange={(key) => setTab(key as WorkspaceTab)}
      items={[
        { key: 'cases', label: t(`caseMine.tabs.cases.${body}`), children: <MyCaseList body={body} /> },
        {
          key: 'invitations',
          label: open > 0 ? t(`caseMine.tabs.invitationsOpen.${body}`, { count: open }) : t(`caseMine.tabs.invitations.${body}`),
          children: <CosignInvitations body={body} rows={invitations.data} loading={invitations.isFetching} />,
        },
      ]}
    />
  );
}
