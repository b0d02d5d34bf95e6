import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { HttpError } from '../http/HttpError';
import { message } from '../../engine/i18n/Message';

/** An uploaded image's bound: a hero image a browser shows quickly. */
const MAX_THEME_IMAGE_BYTES = 2 * 1024 * 1024;
export const THEME_IMAGE_TOO_LARGE = { message: message('studio.refusal.imageTooLarge'), code: 'image_too_large' };
/** The route's body limit: the image in base64 (4 characters for 3 bytes) plus its name and type. */
export const THEME_IMAGE_BODY_LIMIT = Math.ceil(MAX_THEME_IMAGE_BYTES / 3) * 4 + 16 * 1024;
/** The images an employer keeps: more than any theme needs, few enough that storage stays bounded. */
const MAX_THEME_IMAGES = 200;

/** Where an image is served; the id is its content's hash, so an address always names the same image. */
export const THEME_ASSET_ROUTE = '/theme-assets/:domain/:file';
const FILE = /^([0-9a-f]{32})\.(png|jpg|webp)$/;

interface ImageKind {
  contentType: string;
  extension: 'png' | 'jpg' | 'webp';
  matches: (bytes: Buffer) => boolean;
}

const startsWith = (bytes: Buffer, prefix: number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image kinds accepted, recognised by their first bytes, never by the declared type or name: an
 * SVG (which may carry script) or an HTML page named .png is refused.
 */
const IMAGE_KINDS: ImageKind[] = [
  { contentType: 'image/png', extension: 'png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', extension: 'jpg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { contentType: 'image/webp', extension: 'webp', matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) },
];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The uploaded image's bytes and kind, or the 400/413/415 that says why it is refused. */
function readThemeImage(content: string): { bytes: Buffer; kind: ImageKind } {
  if (content.length % 4 !== 0 || !BASE64.test(content)) throw new HttpError(400, message('studio.refusal.imageNotBase64'), 'invalid_image');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > MAX_THEME_IMAGE_BYTES) throw new HttpError(413, THEME_IMAGE_TOO_LARGE.message, THEME_IMAGE_TOO_LARGE.code);
  const kind = IMAGE_KINDS.find((candidate) => candidate.matches(bytes));
  if (!kind) throw new HttpError(415, message('studio.refusal.unsupportedImage'), 'unsupported_image');
  return { bytes, kind };
}

/** Stores an employer's image (once, however often it is uploaded) and answers its address. */
export async function storeThemeImage(db: Kysely<Database>, domain: string, content: string): Promise<string> {
  const { bytes, kind } = readThemeImage(content);
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const url = `/theme-assets/${encodeURIComponent(domain)}/${id}.${kind.extension}`;
  const stored = await db.selectFrom('theme_assets').select('id').where('domain', '=', domain).where('id', '=', id).executeTakeFirst();
  if (stored) return url;
  const { count } = await db
    .selectFrom('theme_assets')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('domain', '=', domain)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_THEME_IMAGES)
    throw new HttpError(409, message('studio.refusal.tooManyImages', { domain, count: MAX_THEME_IMAGES }), 'too_many_images');
  await db
    .insertInto('theme_assets')
    .values({ domain, id, content_type: kind.contentType, bytes })
    .onConflict((conflict) => conflict.columns(['domain', 'id']).doNothing())
    .execute();
  return url;
}

/** The stored image a file name (`<id>.<ext>`) names, or undefined. */
export async function findThemeImage(db: Kysely<Database>, domain: string, file: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [, id, extension] = FILE.exec(file) ?? [];
  if (!id) return undefined;
  const row = await db.selectFrom('theme_assets').select(['content_type', 'bytes']).where('domain', '=', domain).where('id', '=', id).executeTakeFirst();
  const kind = IMAGE_KINDS.find((candidate) => candidate.contentType === row?.content_type);
  if (!row || kind?.extension !== extension) return undefined;
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
