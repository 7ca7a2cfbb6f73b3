import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A read-only value (a temporary password or a sign-in link) with a copy button. */
export function SecretBox({ value, copyLabel }: { value: string; copyLabel: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure address or a refusal): the value stays selectable in the box.
    }
  }

  return (
    <Space.Compact style={{ width: '100%', marginTop: 8 }}>
      <Input readOnly value={value} aria-label={copyLabel} onFocus={(event) => event.target.select()} />
      <Button type="primary" onClick={() => void copy()}>
        {copied ? t('settingUsers.users.link.copied') : copyLabel}
      </Button>
    </Space.Compact>
  );
}
