import { useTranslation } from 'react-i18next';
import { type Body, downloadCaseImportTemplate, importCases } from '../../../api/cases';
import { ImportDialog } from '../../../components/import';
import { useCaseRefresh } from '../shared/case-queries';

interface ImportCasesDialogProps {
  body: Body;
  open: boolean;
  onClose(): void;
}

/** 导入: a body's cases from the previous system's .xlsx; the registers reload when cases were written. */
export function ImportCasesDialog({ body, open, onClose }: ImportCasesDialogProps) {
  const { t } = useTranslation();
  const refresh = useCaseRefresh();
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      onImported={() => void refresh([])}
      texts="cases.import"
      values={{ noun: t(`cases.import.noun.${body}`) }}
      chooseMode
      downloadTemplate={(fileName) => downloadCaseImportTemplate(body, fileName)}
      runImport={(file, mode, onProgress) => importCases(body, file, mode, onProgress)}
    />
  );
}
