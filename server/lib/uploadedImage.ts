/**
 * An image sent as multipart/form-data in the field "image" (a restaurant's picture, a dish's
 * photo): read whole (the multipart plugin caps its size), and its type checked by its first
 * bytes, not by what the browser declared. Each refusal is the API's 4xx with `errors.image`.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../envelope';

// Magic numbers: the declared type alone is not trusted.
const IMAGE_TYPES: Record<string, { ext: string; test: (b: Buffer) => boolean }> = {
  'image/png': {
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    ext: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

export async function readUploadedImage(request: FastifyRequest): Promise<{ buffer: Buffer; ext: string }> {
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
      throw new HttpError(413, 'Image must be 2 MB or smaller');
    throw badRequest('Could not read the uploaded image', { image: 'Could not read the uploaded image' });
  }
  const type = IMAGE_TYPES[mimetype];
  if (!type || !type.test(buffer))
    throw badRequest('Image must be a PNG, JPEG or WebP file', { image: 'Image must be a PNG, JPEG or WebP file' });
  return { buffer, ext: type.ext };
}
