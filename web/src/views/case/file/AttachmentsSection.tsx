import { type CaseActionAnswer, type CaseFile, type CaseFileAttachment, stripNameSuffix } from '@proposal-desk/shared';
import { App, Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCaseAttachments, removeCaseAttachment } from '../../../api/case-attachments';
import { downloadAttachment } from '../../../api/uploads';
import { FormDialog } from '../../../components/form/FormDialog';
import { actionsColumn } from '../../../components/table/row-actions';
import { caseName } from '../shared/case-options';
import { useAfterCaseWrite, useCaseCommand } from '../shared/case-queries';
import { attachmentListOf, CaseAttachmentsField } from '../shared/CaseAttachmentsField';
import { dayOf } from '../shared/DeadlineLight';

/**
 * 附件: the case's own files (the deputy's, the office's entry and its later additions) as download links
 * with who added them, when and how; the office of the case's body adds and removes them.
 */
export function AttachmentsSection({ file }: { file: CaseFile }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const command = useCaseCommand();
  const after = useAfterCaseWrite();
  const [adding, setAdding] = useState(false);
  const label = (key: string) => t(`caseAttachments.${key}`);
  const canAttach = file.actions.includes('attach');
  const ref = { id: file.id, version: file.version };

  const remove = (row: CaseFileAttachment) =>
    modal.confirm({
      title: label('removeTitle'),
      content: t('caseAttachments.removeConfirm', { name: stripNameSuffix(row.name) }),
      okButtonProps: { danger: true },
      onOk: () => command(() => removeCaseAttachment({ ...ref, attachmentId: row.id }), [file.id]),
    });

  const columns: ColumnsType<CaseFileAttachment> = [
    {
      title: label('columns.name'),
      key: 'name',
      render: (_value, row) => {
        const name = stripNameSuffix(row.name);
        return (
          <Button
            type="link"
            size="small"
            className="case-attachment"
            title={t('caseAttachments.download', { name })}
            style={{ padding: 0, height: 'auto' }}
            onClick={() => void downloadAttachment(row.url, name)}
          >
            {name}
          </Button>
        );
      },
    },
    { title: label('columns.stage'), dataIndex: 'stage', width: 130, render: (stage: string) => label(`stages.${stage}`) },
    { title: label('columns.addedBy'), dataIndex: 'addedBy', width: 130, render: (text: string) => text || '—' },
    { title: label('columns.addedAt'), dataIndex: 'addedAt', width: 120, render: dayOf },
  ];
  if (canAttach)
    columns.push(
      actionsColumn(label('columns.actions'), (row) => [{ label: label('remove'), danger: true, onClick: () => remove(row) }], 90),
    );

  return (
    <>
      {canAttach ? (
        <div style={{ marginBottom: 12 }}>
          <Button onClick={() => setAdding(true)}>{label('add')}</Button>
        </div>
      ) : null}
      <Table<CaseFileAttachment>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={file.attachments}
        pagination={false}
        locale={{ emptyText: label('empty') }}
      />
      <FormDialog<{ attachments?: string }, CaseActionAnswer>
        open={adding}
        name="caseAddAttachments"
        title={t('caseAttachments.addTitle', { name: caseName(file) })}
        okText={label('add')}
        width={560}
        initialValues={{ attachments: '' }}
        submit={({ attachments }) => after(addCaseAttachments({ ...ref, attachments: attachmentListOf(attachments) }), [file.id])}
        onClose={() => setAdding(false)}
      >
        <CaseAttachmentsField required />
      </FormDialog>
    </>
  );
}
