import type { FormInstance } from 'antd';
import { create } from 'zustand';
import { visuallyHidden } from './visually-hidden';

interface Announcement {
  text: string;
  /** Counts announcements, so the same words said twice are read out twice. */
  count: number;
}

const useAnnouncement = create<Announcement>(() => ({ text: '', count: 0 }));

/** Has screen readers read this out at once, over whatever they were reading (WCAG 4.1.3). */
export function announce(text: string): void {
  useAnnouncement.setState((state) => ({ text, count: state.count + 1 }));
}

/**
 * The app's one live region, in the page from the start (a region added together with its words is not
 * read out). Each announcement is a new node inside it, which screen readers read as an addition.
 */
export function Announcer() {
  const { text, count } = useAnnouncement();
  return (
    <div role="alert" aria-atomic="true" className="vab-announcer" style={visuallyHidden}>
      {text ? <p key={count}>{text}</p> : null}
    </div>
  );
}

/** A field's errors as antd's validation reports them. */
export interface FieldErrors {
  name: (string | number)[];
  errors: string[];
}

/**
 * After a refused submit: the first field in error takes the focus (its error is its description, read
 * with it) and every error is announced, so someone who cannot see the red text learns what to fix.
 */
export function announceFieldErrors(form: FormInstance, errorFields: FieldErrors[]): void {
  const first = errorFields.find((field) => field.errors.length);
  if (!first) return;
  form.scrollToField(first.name, { block: 'center', focus: true });
  announce(errorFields.flatMap((field) => field.errors).join('；'));
}
