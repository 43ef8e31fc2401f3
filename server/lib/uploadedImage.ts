/**
 * An image sent as multipart/form-data in the field "image" (a restaurant's picture, a dish's
 * photo): read whole (the multipart plugin caps its size), its type checked by its first bytes,
 * not by what the browser declared, then made small for the site: turned upright by its EXIF
 * orientation (phones store photos sideways), fitted within 800×800 (never enlarged) and stored
 * as WebP. Each refusal is the API's 4xx with `errors.image`.
 */
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { badRequest, HttpError } from '../envelope';
import { MAX_IMAGE_BYTES } from '../plugins/external/multipart';

/** The longest side of a stored picture: a menu card and a phone screen need no more. */
export const STORED_IMAGE_SIDE = 800;
const NOT_AN_IMAGE = 'Image must be a PNG, JPEG or WebP file';
const MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

// Magic numbers: the declared type alone is not trusted.
const IMAGE_TYPES: Record<string, { test: (b: Buffer) => boolean }> = {
  'image/png': {
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

export async function readUploadedImage(request: FastifyRequest): Promise<{ buffer: Buffer; ext: 'webp' }> {
  if (!request.isMultipart())
    throw badRequest('Send the image as multipart/form-data in the field "image"', { image: 'Image is required' });
  let buffer: Buffer;
  let mimetype: string;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'image') throw badRequest('Image is required', { image: 'Image is required' });
    mimetype = file.mimetype;
    buffer = await file.toBuffer();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `Image must be ${MB} MB or smaller`);
    throw badRequest('Could not read the uploaded image', { image: 'Could not read the uploaded image' });
  }
  const type = IMAGE_TYPES[mimetype];
  if (!type || !type.test(buffer)) throw badRequest(NOT_AN_IMAGE, { image: NOT_AN_IMAGE });
  try {
    const small = await sharp(buffer, { failOn: 'error' })
      .rotate()
      .resize(STORED_IMAGE_SIDE, STORED_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { buffer: small, ext: 'webp' };
  } catch {
    // Right first bytes but no picture behind them (a truncated or fake file).
    throw badRequest(NOT_AN_IMAGE, { image: NOT_AN_IMAGE });
  }
}
