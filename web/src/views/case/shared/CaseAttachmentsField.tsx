import { CASE_ATTACHMENTS_MAX, formatAttachments, parseAttachments, type UploadedFile } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { FieldItem } from '../../../components/form/field-layout';
import { FileUpload } from '../../../components/upload';

/** A form keeps its attachments as the upload field does (`name|url`, joined with `,`); the API takes the list. */
export const attachmentListOf = (value: string | undefined): UploadedFile[] =>
  parseAttachments(value).map(({ name, url }) => ({ name, url }));

/** The upload field's value of files a case already has. */
export const attachmentValueOf = (files: readonly UploadedFile[]): string =>
  formatAttachments(files.map(({ name, url }) => ({ name, url })));

/**
 * 附件 of a draft, an entry or an office addition: the one upload component (its types, size and
 * content checks, names shown without the stored suffix), at most 10 files.
 */
export function CaseAttachmentsField({ name = 'attachments', required = false }: { name?: string; required?: boolean }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const label = t('caseAttachments.field');
  const rules: FormRule[] = [
    {
      validator: async (_rule, value: string | undefined) => {
        const count = attachmentListOf(value).length;
        if (required && count === 0) throw new Error(message('case.attachmentsRequired'));
        if (count > CASE_ATTACHMENTS_MAX) throw new Error(message('case.tooManyAttachments'));
      },
    },
  ];
  return (
    <FieldItem name={name} label={label} rules={rules} item={{ extra: t('caseAttachments.fieldHint') }}>
      <FileUpload buttonText={t('caseAttachments.choose')} />
    </FieldItem>
  );
}
