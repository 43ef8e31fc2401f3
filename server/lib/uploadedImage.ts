/**
 * An image sent as multipart/form-data in the field "image" (a restaurant's picture, a dish's
 * photo): read whole (the multipart plugin caps its size), its type read from its bytes by
 * sharp, not taken from what the browser declared, then made small for the site: turned upright by its EXIF
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

/** The formats a picture may come in, as sharp reads them from the bytes themselves. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export async function readUploadedImage(request: FastifyRequest): Promise<{ buffer: Buffer; ext: 'webp' }> {
  if (!request.isMultipart())
    throw badRequest('Send the image as multipart/form-data in the field "image"', { image: 'Image is required' });
  let buffer: Buffer;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'image') throw badRequest('Image is required', { image: 'Image is required' });
    buffer = await file.toBuffer();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `Image must be ${MB} MB or smaller`);
    throw badRequest('Could not read the uploaded image', { image: 'Could not read the uploaded image' });
  }
  try {
    // The bytes say what the file is, not the type the browser declared; sharp reads it as it decodes it.
    const image = sharp(buffer, { failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`not accepted: ${format}`);
    const small = await image
      .rotate()
      .resize(STORED_IMAGE_SIDE, STORED_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { buffer: small, ext: 'webp' };
  } catch {
    // Another format, or no picture behind the bytes (a truncated or fake file).
    throw badRequest(NOT_AN_IMAGE, { image: NOT_AN_IMAGE });
  }
}
