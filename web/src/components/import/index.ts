export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { ImportErrors } from './ImportErrors';
