import type { Envelope } from '@proposal-desk/shared';
import { Button, Form, message, Modal, type FormInstance, type FormProps, type GetRef } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announceFieldErrors, type FieldErrors } from '../a11y/announcer';
import { firstFieldOf, hasFocusedField, submitsOnEnter } from './form-keys';
import { claimFieldErrors } from '../../utils/field-error-claims';
import { useServerFieldErrors } from './server-field-errors';
import { usePageActive } from '../../layouts/page-active';

export interface FormDialogProps<Values, Answer> {
  open: boolean;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The caller's `Form.useForm()` when its rules or watches read the form; otherwise the dialog makes one. */
  form?: FormInstance<Values>;
  /** What the form shows each time it opens: the row being edited, or the blank form. */
  initialValues?: Parameters<FormInstance<Values>['setFieldsValue']>[0];
  /** Sends the checked values; the answer's `msg` is shown as the success message. */
  submit(values: Values): Promise<Envelope<Answer>>;
  onClose(): void;
  /** After a save, once the dialog has closed: the page reloads what it shows. */
  onSaved?(answer: Envelope<Answer>): void;
  /** False while the dialog loads what it edits: no OK yet, and the form fills once it is ready. */
  ready?: boolean;
  /** False for a dialog that must be completed (no ×, Cancel, Esc or mask click). */
  dismissible?: boolean;
  /** Whether to show the answer's message (an answer shown otherwise, e.g. a generated password, says no). */
  announces?(answer: Envelope<Answer>): boolean;
  okText?: ReactNode;
  /** A second way to save beside OK (e.g. 暂存 beside 提交): its own button and call; Enter still means OK. */
  secondary?: { text: ReactNode; submit(values: Values): Promise<Envelope<Answer>> };
  /** Called as a save starts, before the rules are checked: whether it is OK's (true) or the secondary's. */
  onSaving?(primary: boolean): void;
  width?: number;
  /** Names the form, so its fields' ids are unique on the page. */
  name: string;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  children: ReactNode;
}

/**
 * The form scrolls inside the dialog and the buttons stay in the window, however long the form and
 * short the screen (the dialog's top, title and footer take about 260 px). The scroll bar runs along
 * the dialog's edge, so the fields keep their width and focus rings.
 */
export const DIALOG_BODY_STYLE: CSSProperties = {
  maxHeight: 'calc(100vh - 260px)',
  overflowY: 'auto',
  marginInline: -24,
  paddingInline: 24,
};

/** What a page hands a form dialog: whether it is open, how it closes, and what to reload after a save. */
export type FormDialogControl<Answer = unknown> = Pick<FormDialogProps<unknown, Answer>, 'open' | 'onClose' | 'onSaved'>;

/**
 * Runs `onShown` once the form is in the page for the n-th showing (the modal mounts its content late,
 * and does not update it while closed: a count, unlike a flag, differs at every opening).
 */
function WhenShown({ showing, onShown }: { showing: number; onShown(): void }) {
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;
  useEffect(() => {
    if (showing > 0) onShownRef.current();
  }, [showing]);
  return null;
}

/**
 * One modal form: fills on open, focuses the first field, checks the rules, sends, shows the server's
 * message, closes and lets the page reload. Enter submits and Esc closes. A refused save keeps the
 * dialog open with what the user typed; the request layer has already shown why, and each field the
 * server names shows its message.
 */
export function FormDialog<Values, Answer = unknown>(props: FormDialogProps<Values, Answer>) {
  const { open, title, initialValues, submit, onClose, onSaved, ready = true, dismissible = true, announces, secondary } = props;
  const { t } = useTranslation();
  // A kept-alive page's dialog hides with its page and comes back with it.
  const pageActive = usePageActive();
  const [ownForm] = Form.useForm<Values>();
  const form = props.form ?? ownForm;
  const formRef = useRef<GetRef<typeof Form<Values>>>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const initialRef = useRef(initialValues);
  initialRef.current = initialValues;
  const serverErrors = useServerFieldErrors(form);

  const focusFirstField = () => {
    const element = formRef.current?.nativeElement;
    if (element && !hasFocusedField(element)) firstFieldOf(element)?.focus();
  };

  // The fields appear only once they hold the values this opening shows: never blank first and filled
  // a moment later, when a quick user (or test) may already have typed or clicked.
  const shown = open && ready;
  const [filled, setFilled] = useState(false);
  const [wasShown, setWasShown] = useState(shown);
  const [showings, setShowings] = useState(shown ? 1 : 0);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (shown) {
      setFilled(false);
      setShowings((count) => count + 1);
    }
  }
  const fill = () => {
    form.resetFields();
    if (initialRef.current) form.setFieldsValue(initialRef.current);
    setFilled(true);
  };
  // OK waits for the fields too: a save before they are there would send an empty form.
  const fieldsShown = shown && filled;
  useEffect(() => {
    if (fieldsShown) focusFirstField();
  }, [fieldsShown]);

  const save = async (send = submit) => {
    if (savingRef.current || !fieldsShown) return;
    props.onSaving?.(send === submit);
    const values = await form.validateFields().catch((refused: { errorFields?: FieldErrors[] }) => {
      announceFieldErrors(form, refused.errorFields ?? []);
      return null;
    });
    if (values === null) return;
    savingRef.current = true;
    setSaving(true);
    // A refusal of this form's own fields shows on them, without a toast besides.
    const release = claimFieldErrors(serverErrors.hasAll);
    try {
      const answer = await send(values);
      if (answer.msg && (announces?.(answer) ?? true)) void message.success(answer.msg);
      onClose();
      onSaved?.(answer);
    } catch (error) {
      // The dialog stays open to fix it: a refusal of its fields shows on them (the request layer showed any other).
      serverErrors.show(error);
    } finally {
      release();
      savingRef.current = false;
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!submitsOnEnter(event)) return;
    event.preventDefault();
    void save();
  };

  return (
    <Modal
      open={open && pageActive}
      title={title}
      width={props.width}
      okText={props.okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !fieldsShown }}
      cancelButtonProps={dismissible ? undefined : { style: { display: 'none' } }}
      closable={dismissible}
      keyboard={dismissible}
      mask={{ closable: dismissible }}
      onOk={() => void save()}
      footer={
        secondary
          ? (_buttons, { OkBtn, CancelBtn }) => (
              <>
                <CancelBtn />
                <Button disabled={!fieldsShown || saving} onClick={() => void save(secondary.submit)}>
                  {secondary.text}
                </Button>
                <OkBtn />
              </>
            )
          : undefined
      }
      onCancel={onClose}
      // Opened in place rather than zoomed in: a field pressed while the dialog still grew moved from under the
      // pointer before the button was released, and the click was lost (a radio focused but not chosen).
      transitionName=""
      afterOpenChange={(visible) => visible && focusFirstField()}
      styles={{ body: DIALOG_BODY_STYLE }}
      // Hidden with its page, it keeps what was typed; closed, it starts afresh next time.
      destroyOnHidden={pageActive && !open}
    >
      <Form<Values>
        ref={formRef}
        form={form}
        name={props.name}
        layout="vertical"
        onKeyDown={onKeyDown}
        onValuesChange={(changed: Partial<Values>, values: Values) => {
          serverErrors.clearChanged(changed as object);
          props.onValuesChange?.(changed, values);
        }}
      >
        {(!shown || filled) && props.children}
        <WhenShown showing={shown ? showings : 0} onShown={fill} />
      </Form>
    </Modal>
  );
}
