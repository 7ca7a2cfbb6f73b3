import type { Envelope } from '@proposal-desk/shared';
import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { fieldErrorsOfBody } from '../../api/error-text';

type FieldName = (string | number)[];

/** The field errors a refused request's answer carries (the request layer puts the answer on the error). */
function fieldErrorsOf(error: unknown): NonNullable<Envelope['errors']> {
  return fieldErrorsOfBody((error as { body?: unknown } | null)?.body);
}

const keyOf = (name: string | FieldName) => (Array.isArray(name) ? name.join('.') : name).toLowerCase();

/**
 * Shows the server's refusals on the fields they name (matched without regard to case, as the server
 * matches request fields) and focuses the first; each stays until the user changes that field.
 */
export function useServerFieldErrors<Values>(typedForm: FormInstance<Values>) {
  // Field names here come from the server's answer, not from the form's value type.
  const form = typedForm as FormInstance;
  const marked = useRef(new Set<string>());

  const show = (error: unknown) => {
    const byKey = new Map(fieldErrorsOf(error).map(({ field, message }) => [field.toLowerCase(), message]));
    const fields = form
      .getFieldsError()
      .filter(({ name }) => byKey.has(keyOf(name)))
      .map(({ name }) => ({ name, errors: [byKey.get(keyOf(name)) ?? ''] }));
    if (fields.length === 0) return;
    form.setFields(fields);
    for (const { name } of fields) marked.current.add(keyOf(name));
    form.focusField(fields[0]?.name);
  };

  /** Drops the server's message from the fields the user has just changed. */
  const clearChanged = (changed: object) => {
    const cleared = Object.keys(changed).filter((name) => marked.current.delete(name.toLowerCase()));
    if (cleared.length > 0) form.setFields(cleared.map((name) => ({ name, errors: [] })));
  };

  /** Whether the form has every one of these fields, so `show` puts each refusal on screen. */
  const hasAll = (fields: readonly string[]) => {
    const names = new Set(form.getFieldsError().map(({ name }) => keyOf(name)));
    return fields.every((field) => names.has(field.toLowerCase()));
  };

  return { show, clearChanged, hasAll };
}
