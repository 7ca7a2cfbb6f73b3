import { CASE_EVENT_MESSAGES } from './case-event-messages';
import { LOG_MESSAGES, logText, shownLogDescription } from './log-messages';
import { renderStoredMessage } from './stored-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the stored message catalogues', () => {
  it.each([
    ['CASE_EVENT_MESSAGES', CASE_EVENT_MESSAGES],
    ['LOG_MESSAGES', LOG_MESSAGES],
  ] as const)('%s: each key takes the same parameters in Chinese and English', (_name, catalogue) => {
    for (const [key, texts] of Object.entries(catalogue)) expect([key, placeholders(texts.en)]).toEqual([key, placeholders(texts.zh)]);
  });

  it('renders stored parameters, and nothing for a key or parameters it does not know', () => {
    expect(renderStoredMessage(CASE_EVENT_MESSAGES, 'event.urged', { unit: '市教育局' }, 'en')).toBe('Urged: 市教育局');
    expect(renderStoredMessage(CASE_EVENT_MESSAGES, 'event.urged', '{"unit":"市教育局"}', 'zh')).toBe('催办：市教育局');
    expect(renderStoredMessage(CASE_EVENT_MESSAGES, 'event.nothing', {}, 'en')).toBeNull();
    expect(renderStoredMessage(CASE_EVENT_MESSAGES, 'toString', {}, 'en')).toBeNull();
    expect(renderStoredMessage(CASE_EVENT_MESSAGES, null, {}, 'en')).toBeNull();
    expect(renderStoredMessage(CASE_EVENT_MESSAGES, 'event.urged', [1], 'en')).toBeNull();
    expect(renderStoredMessage(CASE_EVENT_MESSAGES, 'event.urged', { unit: { zh: 1 } }, 'en')).toBeNull();
    expect(renderStoredMessage(CASE_EVENT_MESSAGES, 'event.urged', 'not json', 'en')).toBeNull();
  });
});

describe('an activity-log entry shown to a reader', () => {
  const message = { key: 'log.department.deleted', params: { name: '办公室' } } as const;
  const entry = { description: logText(message, 'zh'), message_key: message.key, message_params: message.params };

  it('is in English for an English reader while its message renders the chained description', () => {
    expect(entry.description).toBe('删除部门“办公室”');
    expect(shownLogDescription(entry, 'en')).toBe('Deleted the department “办公室”');
    expect(shownLogDescription(entry, 'zh')).toBe('删除部门“办公室”');
  });

  it('is the chained description otherwise', () => {
    expect(shownLogDescription({ ...entry, message_params: { name: '财务处' } }, 'en')).toBe('删除部门“办公室”');
    expect(shownLogDescription({ ...entry, message_key: 'log.department.added' }, 'en')).toBe('删除部门“办公室”');
    expect(shownLogDescription({ ...entry, description: '客户端写的' }, 'en')).toBe('客户端写的');
    expect(shownLogDescription({ description: '旧记录', message_key: null, message_params: null }, 'en')).toBe('旧记录');
  });
});
