import { type RefObject, useLayoutEffect, useState } from 'react';
import { TABLE_HEIGHT_MIN, useTableHeight } from './table-height';

/** What stands around a list table in the shell: the page card, the content area's margin, the footer. */
interface Surroundings {
  card: HTMLElement;
  content: HTMLElement | null;
  footer: HTMLElement | null;
}

/**
 * The table body's height that ends the page exactly at the window's bottom: the window minus what stands
 * above the body (header, tabs, filters, column titles) and below it (pagination, the card's padding, the
 * content margin, the footer). A page that overflows scrolls the document, and a context menu of the tabs
 * bar closes on any scroll.
 */
export function fittedBodyHeight(body: HTMLElement, around: Surroundings, windowHeight: number): number {
  const bodyBox = body.getBoundingClientRect();
  const above = bodyBox.top + window.scrollY;
  const belowInCard = around.card.getBoundingClientRect().bottom - bodyBox.bottom;
  const contentMargin = around.content ? parseFloat(getComputedStyle(around.content).marginBottom) || 0 : 0;
  const footer = around.footer?.offsetHeight ?? 0;
  return Math.max(TABLE_HEIGHT_MIN, Math.floor(windowHeight - above - belowInCard - contentMargin - footer));
}

/**
 * The table height that fits the window, measured on the page once it is on screen and again whenever the
 * card or the window changes size; until then, the spec's estimate (§9: the window minus 313 and 50 a
 * filter row). A page kept alive in a hidden tab is not measured.
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
      const around = {
        card,
        content: element.closest<HTMLElement>('.vab-content'),
        footer: document.querySelector<HTMLElement>('.vab-footer'),
      };
      setMeasured(fittedBodyHeight(body, around, window.innerHeight));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(card);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [wrapper]);

  return measured ?? estimate;
}
