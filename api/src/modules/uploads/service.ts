/** The console's picture uploads: checked by their bytes, stored as files, audited (without the bytes). */
import { apiPaths, UPLOAD_TYPES, type UploadResult } from 'shared-contracts';
import type { AppContext } from '../../context';
import { writeAudit } from '../audit';
import { storeFile } from './stored-files';
import { readImageDataUrl } from './image-bytes';

/**
 * POST /api/admin/uploads: stores the picture of a data URL and answers where it is served. The
 * same picture uploaded twice is one file and one URL (each upload has its audit entry).
 */
export async function uploadImage(
  context: AppContext,
  operatorId: number,
  input: { data_url: string },
): Promise<UploadResult> {
  const { type, bytes } = readImageDataUrl(input.data_url);
  const name = await storeFile(context.config.uploadsDir, bytes, UPLOAD_TYPES[type]);
  const result = { url: `${apiPaths.files}/${name}`, bytes: bytes.length, type };
  await writeAudit(context.db, {
    operatorId,
    action: 'create',
    entity: 'uploads',
    // The hash alone (audit_log.entity_id holds 64 characters); the entry's url names the file.
    entityId: name.slice(0, name.indexOf('.')),
    before: null,
    after: result,
    at: context.now(),
  });
  return result;
}
