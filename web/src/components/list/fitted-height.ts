import { type RefObject, useLayoutEffect, useState } from 'react';
import { TABLE_HEIGHT_MIN, useTableHeight } from './table-height';

/** Where a list table's body stands on the page, in pixels. */
export interface TableLayout {
  windowHeight: number;
  /** The body's top: in the page, or in the window for a card over the whole window. */
  bodyTop: number;
  /** What the card holds below the body: the pagination, the card's padding and border. */
  belowInCard: number;
  /** What stands below the card: the content area's margin and the footer (nothing for a card over the window). */
  belowCard: number;
}

/**
 * The table body's height that ends the page exactly at the window's bottom, so the pagination is the
 * last thing in view and the rows scroll inside the table. Where even a short table does not fit (a low
 * window under a tall filter bar) the body keeps TABLE_HEIGHT_MIN and the page scrolls; the pagination
 * then sticks to the window's bottom (list.css).
 */
export function fitBodyHeight({ windowHeight, bodyTop, belowInCard, belowCard }: TableLayout): number {
  return Math.max(TABLE_HEIGHT_MIN, Math.floor(windowHeight - bodyTop - belowInCard - belowCard));
}

const px = (value: string) => parseFloat(value) || 0;

/**
 * Measures a table's layout on the page. What is below the body is measured from the table's own block
 * (the pagination) and the card's padding, not from the card's bottom: a card stretched over the whole
 * window has room to spare there that is not the table's.
 */
export function measureLayout(body: HTMLElement, table: HTMLElement, card: HTMLElement, windowHeight: number): TableLayout {
  const bodyBox = body.getBoundingClientRect();
  const cardBody = table.closest<HTMLElement>('.ant-card-body');
  const cardStyle = getComputedStyle(card);
  const cardPadding = (cardBody ? px(getComputedStyle(cardBody).paddingBottom) : 0) + px(cardStyle.borderBottomWidth);
  const belowInCard = table.getBoundingClientRect().bottom - bodyBox.bottom + cardPadding;
  if (cardStyle.position === 'fixed') return { windowHeight, bodyTop: bodyBox.top, belowInCard, belowCard: 0 };
  const content = card.closest<HTMLElement>('.vab-content');
  // The page's footer (© and the time zone) waits below the fold: the rows are worth more than it (issue 55: ten
  // rows at 1366×768).
  return {
    windowHeight,
    bodyTop: bodyBox.top + window.scrollY,
    belowInCard,
    belowCard: content ? px(getComputedStyle(content).marginBottom) : 0,
  };
}

/**
 * The table height that fits the window, measured on the page once it is on screen and again whenever the
 * card, what it holds (a filter bar unfolding) or the window changes size; until then, the spec's estimate
 * (§9: the window minus 313 and 50 a filter row). A page kept alive in a hidden tab is not measured.
 */
export function useFittedTableHeight(wrapper: RefObject<HTMLElement | null>, filterItems: number): number {
  const estimate = useTableHeight(filterItems);
  const [measured, setMeasured] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = wrapper.current;
    const card = element?.closest<HTMLElement>('.ant-card');
    if (!element || !card) return;
    const measure = () => {
      const body = element.querySelector<HTMLElement>('.ant-table-body');
      if (!body || element.offsetParent === null) return;
      setMeasured(fitBodyHeight(measureLayout(body, element, card, window.innerHeight)));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(card);
    const cardBody = card.querySelector('.ant-card-body');
    if (cardBody) observer?.observe(cardBody);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [wrapper]);

  return measured ?? estimate;
}
