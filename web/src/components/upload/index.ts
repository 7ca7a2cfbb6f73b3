export { FileUpload, type FileUploadProps } from './FileUpload';
export { attachmentsOf, withAdded, withRemoved, type AttachmentItem } from './attachment-value';
