import { BODIES, type CaseHome, labelOf } from '@proposal-desk/shared';
import { Avatar, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user';
import { officeHour } from '../../utils/format-time';
import { greetingFor } from '../../utils/greeting';

/**
 * The greeting by hour with the user's name, role and the current sessions of the bodies in their scope
 * (the server's choice); when they span both bodies each says its body.
 */
export function WelcomeCard({ sessions }: { sessions: CaseHome['sessions'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const bothBodies = new Set(sessions.map((s) => s.body)).size > 1;
  const userInfo = useUserStore((s) => s.userInfo);
  const username = useUserStore((s) => s.username);
  const avatar = useUserStore((s) => s.avatar);
  const level = userInfo?.level ?? 0;

  return (
    <Card>
      <Space size="large" align="center" wrap>
        {/* Decoration: the greeting beside it names the user. */}
        <Avatar size={64} src={avatar} alt="" />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('home.welcome', { greeting: t(greetingFor(officeHour(new Date()))), name: username })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('home.welcomeHint')}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Space size={4} wrap>
              <Typography.Text>{t('home.role')}</Typography.Text>
              <Tag color="blue">{t(`home.roleLevel.${level}`)}</Tag>
              {userInfo?.unit_Name || userInfo?.dept_Name ? <Tag>{userInfo.unit_Name || userInfo.dept_Name}</Tag> : null}
            </Space>
          </div>
          {sessions.length > 0 && (
            <div style={{ marginTop: 4 }}>
              <Space size={4} wrap>
                <Typography.Text>{t('home.sessions')}</Typography.Text>
                {sessions.map((s) => (
                  <Tag key={s.id} color={s.body === 'NPC' ? 'red' : 'gold'}>
                    {bothBodies ? t('home.session', { body: labelOf(BODIES, s.body, lang), name: s.name }) : s.name}
                  </Tag>
                ))}
              </Space>
            </div>
          )}
        </div>
      </Space>
    </Card>
  );
}
