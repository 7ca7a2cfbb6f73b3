import { SearchOutlined } from '@ant-design/icons';
import { type GlobalSearchResult, SEARCH_GROUP_LIMIT, SEARCH_TEXT_MAX, searchTextReady } from '@proposal-desk/shared';
import { AutoComplete, Button, Input, Modal, Spin, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchGlobalSearch } from '../../api/search';
import { settings } from '../../config/settings';
import { searchPages, searchScreens } from '../search-pages';
import {
  caseDetail,
  caseFoundBy,
  caseLink,
  caseName,
  personDetail,
  personLink,
  personName,
  type SearchPage,
  type SearchScreens,
} from '../search-suggestions';
import { useMenuTitle } from '../use-menu';

const NOTHING: GlobalSearchResult = { people: [], morePeople: false, cases: [], moreCases: false };

interface Hit {
  key: string;
  link: string;
  title: string;
  detail: string;
}

/** One result: its name, and below it in grey what and where it is. */
const line: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const hitLabel = (hit: Hit): ReactNode => (
  <div title={hit.detail ? `${hit.title} · ${hit.detail}` : hit.title}>
    <div style={line}>{hit.title}</div>
    {hit.detail && <div style={{ ...line, fontSize: 12, opacity: 0.6 }}>{hit.detail}</div>}
  </div>
);

/** A result's accessible name: what the user reads of it, its name then what and where it is. */
const hitName = (hit: Hit): string => (hit.detail ? `${hit.title} · ${hit.detail}` : hit.title).replace(/\s+/g, ' ').trim();

/**
 * The results as AutoComplete option groups (页面 / 人员 / 案件); an empty group is left out. Each option is
 * named by its text (`aria-label`): the select's listbox would otherwise name it by its key (`case:476`).
 */
function groupOptions(t: TFunction, groups: Array<{ name: 'pages' | 'people' | 'cases'; hits: Hit[]; more: boolean }>) {
  return groups
    .filter((group) => group.hits.length > 0)
    .map((group) => ({
      label: t(`shell.searchGroups.${group.name}`),
      title: t(`shell.searchGroups.${group.name}`),
      options: [
        ...group.hits.map((hit) => ({ value: hit.key, label: hitLabel(hit), 'aria-label': hitName(hit) })),
        ...(group.more
          ? [{ value: `more:${group.name}`, disabled: true, label: t('shell.searchMore', { count: SEARCH_GROUP_LIMIT }) }]
          : []),
      ],
    }));
}

function peopleHits(found: GlobalSearchResult, screens: SearchScreens, t: TFunction): Hit[] {
  return found.people.flatMap((person) => {
    const link = personLink(person, screens);
    return link ? [{ key: `person:${person.kind}:${person.id}`, link, title: personName(person), detail: personDetail(person, t) }] : [];
  });
}

function caseHits(found: GlobalSearchResult, screens: SearchScreens, t: TFunction, lang: 'zh' | 'en'): Hit[] {
  return found.cases.flatMap((item) => {
    const link = caseLink(item, screens);
    const detail = [caseFoundBy(item, t), caseDetail(item, lang)].filter(Boolean).join(' · ');
    return link ? [{ key: `case:${item.id}`, link, title: caseName(item, t), detail }] : [];
  });
}

/**
 * The header search: a dialog whose suggestions are the menu pages, the people (deputies and members, and
 * for administrators staff and accounts) and the cases matching the text, grouped; people and cases come
 * from the server within the user's scope, debounced. A result opens its screen; the arrow keys and Enter
 * pick one.
 */
export function SearchDialog() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const translate = useMenuTitle();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [pages, setPages] = useState<SearchPage[]>([]);
  // The server's answer with the text it answers: a newer text shows the last answer until its own arrives.
  const [answer, setAnswer] = useState<{ text: string; result: GlobalSearchResult } | null>(null);
  const needle = text.trim();
  const ready = searchTextReady(needle);

  useEffect(() => {
    let current = true;
    void searchPages(needle, translate).then((found) => current && setPages(found));
    return () => {
      current = false;
    };
  }, [needle, translate]);

  useEffect(() => {
    if (!open || !ready) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchGlobalSearch(needle, controller.signal).then(
        (envelope) => setAnswer({ text: needle, result: envelope.data }),
        // The request layer has shown the failure; the search just shows nothing for this text.
        () => !controller.signal.aborted && setAnswer({ text: needle, result: NOTHING }),
      );
    }, settings.searchDebounceMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [needle, ready, open]);

  const found = ready && answer ? answer.result : NOTHING;
  const searching = ready && answer?.text !== needle;
  const screens = useMemo(() => (open ? searchScreens() : {}), [open]);
  const pageHits: Hit[] = pages.map((p) => ({ key: `page:${p.path}`, link: p.path, title: translate(p.title), detail: p.path }));
  const people = peopleHits(found, screens, t);
  const cases = caseHits(found, screens, t, lang);
  const links = new Map([...pageHits, ...people, ...cases].map((hit) => [hit.key, hit.link]));
  const options = groupOptions(t, [
    { name: 'pages', hits: pageHits, more: false },
    { name: 'people', hits: people, more: found.morePeople },
    { name: 'cases', hits: cases, more: found.moreCases },
  ]);

  const handleClose = () => {
    setOpen(false);
    setText('');
    setAnswer(null);
  };

  const handleSelect = (key: string) => {
    const link = links.get(key);
    if (!link) return;
    handleClose();
    void navigate(link);
  };

  const empty = searching ? (
    <>
      <Spin size="small" /> {t('shell.searching')}
    </>
  ) : (
    t('shell.searchNothing')
  );
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
          defaultActiveFirstOption
          listHeight={420}
          notFoundContent={needle ? <span aria-live="polite">{empty}</span> : null}
        >
          <Input
            autoFocus
            allowClear
            maxLength={SEARCH_TEXT_MAX}
            aria-label={t('shell.search')}
            prefix={<SearchOutlined />}
            suffix={searching && options.length > 0 ? <Spin size="small" /> : undefined}
            placeholder={t('shell.searchHint')}
          />
        </AutoComplete>
      </Modal>
    </>
  );
}
