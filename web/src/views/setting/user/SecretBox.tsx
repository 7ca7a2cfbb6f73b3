import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordUnexpected } from '../../../components/error-log/collect-error';

interface SecretBoxProps {
  value: string;
  /** What the value is (临时密码 / 免登录链接): the box's accessible name. */
  label: string;
  /** The copy button, naming what it copies (复制密码 / 复制链接). */
  copyLabel: string;
}

/** A read-only value (a temporary password or a sign-in link) with a copy button. */
export function SecretBox({ value, label, copyLabel }: SecretBoxProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch (error) {
      // No clipboard (an insecure address: none to call) or a refusal: the value stays selectable in the box.
      recordUnexpected(error, (refusal) => refusal instanceof DOMException || refusal instanceof TypeError);
    }
  }

  return (
    <Space.Compact style={{ width: '100%', marginTop: 8 }}>
      <Input readOnly value={value} aria-label={label} onFocus={(event) => event.target.select()} />
      <Button type="primary" onClick={() => void copy()}>
        {copied ? t('settingUsers.users.link.copied') : copyLabel}
      </Button>
    </Space.Compact>
  );
}
