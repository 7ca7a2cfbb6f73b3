import { formatAttachments, parseAttachments, type UploadedFile } from '@proposal-desk/shared';

/** A stored attachment as the upload list shows it: the name without the 16-character suffix. */
export interface AttachmentItem {
  name: string;
  url: string;
  displayName: string;
}

/** The attachments of a stored attachment string (`name|url`, several joined with `,`). */
export const attachmentsOf = (value: string | null | undefined): AttachmentItem[] => parseAttachments(value);

/** The attachment string after adding newly uploaded files (after the ones already there). */
export const withAdded = (value: string | null | undefined, added: readonly UploadedFile[]): string =>
  formatAttachments([...parseAttachments(value).map(({ name, url }) => ({ name, url })), ...added]);

/** The attachment string without the file at `url`. */
export const withRemoved = (value: string | null | undefined, url: string): string =>
  formatAttachments(
    parseAttachments(value)
      .filter((file) => file.url !== url)
      .map(({ name, url: kept }) => ({ name, url: kept })),
  );
