import { downloadImportTemplate, importMembers } from '../../api/members';
import { ImportDialog as ExcelImportDialog } from '../../components/import';

interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** Called after rows were written, so the list reloads. */
  onImported(): void;
}

/** 导入 of the delegate list: the shared import dialog on the member import calls. */
export function ImportDialog(props: ImportDialogProps) {
  return <ExcelImportDialog {...props} texts="delegates.import" downloadTemplate={downloadImportTemplate} runImport={importMembers} />;
}
