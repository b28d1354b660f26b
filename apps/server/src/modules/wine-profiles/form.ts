import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../plugins/http-error.ts';
import { MAX_IMAGE_BYTES, imageTooLarge } from '../media/index.ts';

/**
 * The multipart file fields: the wine image (spec §7) and the estate image (a field of spec §3's answer that
 * the spec's editor does not set; ours, docs/decisions/0020-wine-editor-hosts-finish.md). Each is checked by
 * its content and re-encoded as every upload is (ImageStore.store).
 */
export const WINE_IMAGE_FIELDS = ['wineImg', 'estateImg'] as const;
export type WineImageField = (typeof WINE_IMAGE_FIELDS)[number];

const isImageField = (name: string): name is WineImageField => (WINE_IMAGE_FIELDS as readonly string[]).includes(name);

const ONLY_IMAGES = `Only ${WINE_IMAGE_FIELDS.join(' and ')} can be files.`;
const ONE_EACH = 'Please upload one image at a time.';

/** What an update sent: its text fields by wire name (a repeated field as a list) and the image files, if any. */
export interface WineForm {
  fields: Record<string, unknown>;
  images: Partial<Record<WineImageField, Buffer>>;
}

// Every profile field, the multi-value ones repeated up to 30 times each, fits well within these.
const MULTIPART_LIMITS = {
  fields: 200,
  files: WINE_IMAGE_FIELDS.length,
  fileSize: MAX_IMAGE_BYTES,
  // The longest text is 5000 characters, up to 4 bytes each in UTF-8.
  fieldSize: 24 * 1024,
};

const NOT_AN_OBJECT = 'Send the changed fields as multipart/form-data or as a JSON object.';

/**
 * Reads the update: multipart (the spec's form, every value as text, plus the optional `wineImg` and
 * `estateImg` files) or, for other clients, a JSON object of the same fields. A file under any other name or
 * twice under one, a value cut short by the size limit, or too many parts is a 400; an image over 10 MB a
 * 413. `admitFile` counts a file against the uploader's allowance before any of it is read (ImageStore.admit).
 */
export async function readWineForm(request: FastifyRequest, admitFile: () => Promise<{ giveBack(): Promise<void> }>): Promise<WineForm> {
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    if (body === undefined || body === null) return { fields: {}, images: {} };
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(NOT_AN_OBJECT);
    return { fields: { ...body }, images: {} };
  }
  const fields: Record<string, unknown> = {};
  const images: Partial<Record<WineImageField, Buffer>> = {};
  const seen = new Set<string>();
  // The image field being read, which a size limit hit while reading it names.
  let reading: WineImageField = 'wineImg';
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (isImageField(part.fieldname)) reading = part.fieldname;
        // Counted against the hourly allowance before the file is read; a form with no file chosen gives it back.
        const admitted = await admitFile();
        const data = await part.toBuffer();
        if (data.length === 0) await admitted.giveBack();
        const field = part.fieldname;
        if (!isImageField(field)) throw badRequest(ONLY_IMAGES, { [field]: ONLY_IMAGES });
        // The file may be cut at the size limit without toBuffer throwing (when the cut falls on its last chunk).
        if (part.file.truncated) throw imageFieldError(imageTooLarge(), field);
        if (seen.has(field)) throw badRequest(ONE_EACH, { [field]: ONE_EACH });
        seen.add(field);
        // A form with no file chosen still sends the part, empty.
        if (data.length > 0) images[field] = data;
        continue;
      }
      if (part.valueTruncated) {
        throw badRequest(`${part.fieldname} is too long.`, { [part.fieldname]: 'This value is too long.' });
      }
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined ? part.value : Array.isArray(previous) ? [...previous, part.value] : [previous, part.value];
    }
  } catch (error) {
    throw multipartError(error, reading);
  }
  return { fields, images };
}

/** An image refused (too large, not an image) names its field, for the editor to show beside it. */
export function imageFieldError(error: HttpError, field: WineImageField): HttpError {
  return new HttpError(error.statusCode, error.code, error.message, { [field]: error.message });
}

/** Fastify's multipart errors, an image's named by the image field being read. */
function multipartError(error: unknown, field: WineImageField): Error {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageFieldError(imageTooLarge(), field);
  if (code === 'FST_FILES_LIMIT') return badRequest(ONE_EACH, { [field]: ONE_EACH });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('The form has too many fields.');
  return badRequest('The upload could not be read. Please try again.');
}
