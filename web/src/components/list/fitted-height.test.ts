// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fitBodyHeight, measureLayout } from './fitted-height';
import { TABLE_HEIGHT_MIN } from './table-height';

/** The shell around a list, in pixels, as Chromium lays out the delegate list. */
const SHELL = { header: 56, tabs: 42, contentMargin: 16, cardPadding: 24, cardBorder: 1 };
const BUTTONS_ROW = 44;
const COLUMN_TITLES = 47;
const PAGINATION = 56;
const FILTER_ROW = 56;

/** The table's layout under `filterRows` rows of filters, and where the pagination's bottom ends up. */
function listAt(windowHeight: number, filterRows: number) {
  const bodyTop =
    SHELL.header +
    SHELL.tabs +
    SHELL.contentMargin +
    SHELL.cardBorder +
    SHELL.cardPadding +
    FILTER_ROW * filterRows +
    BUTTONS_ROW +
    COLUMN_TITLES;
  const belowInCard = PAGINATION + SHELL.cardPadding + SHELL.cardBorder;
  const layout = { windowHeight, bodyTop, belowInCard, belowCard: SHELL.contentMargin };
  const body = fitBodyHeight(layout);
  return { body, paginationBottom: bodyTop + body + PAGINATION, pageBottom: bodyTop + body + belowInCard + layout.belowCard };
}

describe('the fitted table height', () => {
  it('keeps the pagination in view at 1366×768 and 1440×900, the rows scrolling inside the table', () => {
    for (const windowHeight of [768, 900]) {
      for (const filterRows of [1, 2, 3]) {
        const { body, paginationBottom, pageBottom } = listAt(windowHeight, filterRows);
        expect(body).toBeGreaterThanOrEqual(TABLE_HEIGHT_MIN);
        expect(paginationBottom).toBeLessThanOrEqual(windowHeight);
        // The card ends at the window's bottom: the pagination is the last line in view, the footer below the fold.
        expect(pageBottom).toBeLessThanOrEqual(windowHeight);
        expect(pageBottom).toBeGreaterThan(windowHeight - 1);
      }
    }
    // A list at 1366×768 under one row of filters (a short window folds the rest): a body of nine to ten rows.
    expect(listAt(768, 1).body).toBe(385);
  });

  it('keeps a usable body under a filter bar too tall for the window (the page scrolls, the pagination sticks)', () => {
    const { body, paginationBottom } = listAt(768, 6);
    expect(body).toBe(TABLE_HEIGHT_MIN);
    expect(paginationBottom).toBeGreaterThan(768);
  });

  it('measures from the table’s own block, and over the whole window for a full-screen card', () => {
    const box = (top: number, bottom: number) => () => ({ top, bottom, height: bottom - top }) as DOMRect;
    const shell = document.createElement('main');
    shell.className = 'vab-content';
    shell.style.marginBottom = '16px';
    const footer = document.createElement('footer');
    footer.className = 'vab-footer';
    Object.defineProperty(footer, 'offsetHeight', { value: 50 });
    const card = document.createElement('div');
    card.className = 'ant-card';
    card.style.borderBottomWidth = '1px';
    card.style.borderBottomStyle = 'solid';
    const cardBody = document.createElement('div');
    cardBody.className = 'ant-card-body';
    cardBody.style.paddingBottom = '24px';
    const table = document.createElement('div');
    const body = document.createElement('div');
    table.append(body);
    cardBody.append(table);
    card.append(cardBody);
    shell.append(card);
    document.body.append(shell, footer);
    body.getBoundingClientRect = box(342, 621);
    table.getBoundingClientRect = box(100, 677);
    // A card stretched over the window ends far below its table: that room is not the table's.
    card.getBoundingClientRect = box(0, 768);

    expect(measureLayout(body, table, card, 768)).toEqual({ windowHeight: 768, bodyTop: 342, belowInCard: 56 + 25, belowCard: 16 });
    card.style.position = 'fixed';
    expect(measureLayout(body, table, card, 768)).toEqual({ windowHeight: 768, bodyTop: 342, belowInCard: 81, belowCard: 0 });
    expect(fitBodyHeight(measureLayout(body, table, card, 768))).toBe(768 - 342 - 81);
  });
});
