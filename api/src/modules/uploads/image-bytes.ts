/**
 * What an uploaded picture is: read from its bytes (their magic numbers), never from what the
 * browser declared. A data URL whose bytes are another type than it says is refused.
 */
import { adminContentMessages, UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadType } from 'shared-contracts';
import { refuse } from '../../errors';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The picture type of `bytes` by their signature, or null for anything else (SVG, HTML, PDF…).
 * @example sniffImageType(Buffer.from('89504e470d0a1a0a', 'hex')) // 'image/png'
 */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** `data:<type>[;params];base64,<data>`: the head's type (lower case) and the base64 text. */
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[a-z0-9-]+)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a picture sent as a data URL, and their type. Refuses (in Chinese) a head that is
 * not base64 of one of UPLOAD_TYPES, broken base64, nothing, more than UPLOAD_MAX_BYTES, bytes
 * of no allowed type, or bytes of another type than declared.
 * @example readImageDataUrl('data:image/gif;base64,R0lGODlh…') // { type: 'image/gif', bytes: <Buffer 47 49 46 …> }
 */
export function readImageDataUrl(dataUrl: string): { type: UploadType; bytes: Buffer } {
  const head = DATA_URL.exec(dataUrl);
  if (!head) throw refuse(adminContentMessages.uploadUnreadable);
  const declared = (head[1] as string).toLowerCase();
  if (!Object.hasOwn(UPLOAD_TYPES, declared)) throw refuse(adminContentMessages.uploadType);
  const text = dataUrl.slice(head[0].length);
  if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text))
    throw refuse(adminContentMessages.uploadUnreadable);
  // The decoded size from the text alone, before decoding anything too large.
  const size = (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
  if (size > UPLOAD_MAX_BYTES) throw refuse(adminContentMessages.uploadTooLarge);
  const bytes = Buffer.from(text, 'base64');
  const type = sniffImageType(bytes);
  if (!type) throw refuse(adminContentMessages.uploadType);
  if (type !== declared) throw refuse(adminContentMessages.uploadMismatch);
  return { type, bytes };
}
