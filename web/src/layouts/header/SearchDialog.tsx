import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, Modal, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchPages } from '../search-pages';
import { settings } from '../../config/settings';
import type { SearchPage } from '../search-suggestions';
import { useMenuTitle } from '../use-menu';

/** The header search: a dialog whose suggestions are the menu pages matching the text (debounced). */
export function SearchDialog() {
  const { t } = useTranslation();
  const translate = useMenuTitle();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [pages, setPages] = useState<SearchPage[]>([]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void searchPages(text, translate).then((found) => current && setPages(found));
    }, settings.searchDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, translate]);

  const handleClose = () => {
    setOpen(false);
    setText('');
  };

  const handleSelect = (path: string) => {
    handleClose();
    void navigate(path);
  };

  const options = pages.map((p) => ({ value: p.path, label: `${translate(p.title)}  ·  ${p.path}` }));
  return (
    <>
      <Tooltip title={t('shell.search')}>
        <Button type="text" aria-label={t('shell.search')} icon={<SearchOutlined />} onClick={() => setOpen(true)} />
      </Tooltip>
      <Modal open={open} title={t('shell.search')} footer={null} onCancel={handleClose} destroyOnHidden>
        <AutoComplete
          className="vab-search-input"
          style={{ width: '100%' }}
          value={text}
          options={options}
          onSearch={setText}
          onChange={setText}
          onSelect={handleSelect}
          notFoundContent={text.trim() ? t('shell.searchEmpty') : null}
        >
          <Input autoFocus allowClear prefix={<SearchOutlined />} placeholder={t('shell.searchPlaceholder')} />
        </AutoComplete>
      </Modal>
    </>
  );
}
