import { fileTypeFromBuffer } from 'file-type';
import {
  badRequest,
  HttpError,
  message,
  payloadTooLarge,
  unsupportedMediaType,
  type Message,
} from '../lib/http-error';
import { unknownFields, validateField } from '../lib/validate-fields';
import { spoolToTempFile, type SpooledFile } from './spool';
import type { TObject } from 'typebox';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** What one expected file field may hold. */
export interface FileFieldSpec {
  maxBytes: number;
  tooLargeMessage: Message;
  /** The types the field takes, as the file's first bytes tell them (the name and header lie). */
  acceptsType: (mime: string | undefined) => boolean;
  /** The 415 message for any other type, answered before the rest of the file is read. */
  wrongTypeMessage: Message;
  /** Checks the spooled file as soon as it has arrived; throws an HttpError to refuse it. */
  check: (file: SniffedFile) => Promise<void>;
}

/** A spooled file with the type its first bytes were found to be (one `acceptsType` took). */
export interface SniffedFile extends SpooledFile {
  mime: string | undefined;
}

export interface ReadParts {
  fields: Record<string, string>;
  /** Spooled files by field name; an empty file part (a form's unset file input) counts as absent. */
  files: Map<string, SniffedFile>;
}

/** Room for text fields and part headers on top of the files (fields are capped at 64 KB each). */
const FORM_OVERHEAD_BYTES = 2 * 1024 * 1024;

/** Error codes of @fastify/multipart and what they mean to the client. */
const MULTIPART_ERRORS: Record<string, () => HttpError> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    unsupportedMediaType(message('The request must be multipart/form-data.')),
  FST_REQ_FILE_TOO_LARGE: () => payloadTooLarge(message('The uploaded file is too large.')),
  // A count over its limit is a malformed form, not a large one: 413 is for size alone.
  FST_PARTS_LIMIT: () => badRequest(message('The form has too many parts.')),
  FST_FILES_LIMIT: () => badRequest(message('The form has too many files.')),
  FST_FIELDS_LIMIT: () => badRequest(message('The form has too many fields.')),
  FST_PROTO_VIOLATION: () => badRequest(message('The form has an invalid field name.')),
  FST_INVALID_JSON_FIELD_ERROR: () => badRequest(message('The form has an invalid JSON field.')),
};

/** Turns a failure to read the request body into the client error it is. */
function asClientError(err: unknown): unknown {
  if (err instanceof HttpError || !(err instanceof Error)) return err;
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  const known = MULTIPART_ERRORS[code];
  if (known) return known();
  // Anything else raised while reading the body (busboy's "Unexpected end of form", a client that
  // went away mid-upload) is the upload's own fault.
  return badRequest(message('The upload was interrupted or malformed. Please try again.'));
}

/** `promise`, or the signal's reason as soon as it is aborted, whichever comes first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  let onAbort = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason as Error);
  });
  // Marked handled: once the read has won, a later abort has nobody left to tell.
  aborted.catch(() => undefined);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return Promise.race([promise, aborted]).finally(() =>
    signal.removeEventListener('abort', onAbort),
  );
}

/**
 * Reads a multipart request part by part, streaming each expected file into a temp file (and
 * checking it) before the next part is read, so memory stays flat whatever the upload size.
 * Every text field is checked against its property of `fields` the moment it arrives, so a form
 * that sends its text first is refused before any file is read. Every spooled file is passed to
 * `track` the moment it exists, so the caller can delete it whatever happens next. Once `signal`
 * is aborted the reading stops, waiting or spooling, with its reason.
 */
export async function readParts(
  request: FastifyRequest,
  options: {
    tempDir: string;
    fields: TObject;
    fileFields: Record<string, FileFieldSpec>;
    /** Told of each spooled file, with the bytes it holds. */
    track: (path: string, bytes: number) => void;
    signal?: AbortSignal;
  },
): Promise<ReadParts> {
  const { signal } = options;
  if (!request.isMultipart())
    throw unsupportedMediaType(message('The request must be multipart/form-data.'));
  const specs = new Map(Object.entries(options.fileFields));
  const largest = Math.max(...[...specs.values()].map((s) => s.maxBytes));
  // A body announced as bigger than every allowed file plus the form around them cannot succeed:
  // refuse it before a byte is stored rather than after gigabytes.
  const announced = Number(request.headers['content-length']);
  const allFiles = [...specs.values()].reduce((sum, s) => sum + s.maxBytes, 0);
  if (Number.isFinite(announced) && announced > allFiles + FORM_OVERHEAD_BYTES) {
    const biggest = [...specs.values()].find((s) => s.maxBytes === largest);
    throw payloadTooLarge(biggest?.tooLargeMessage);
  }
  const fields = new Map<string, string>();
  const files = new Map<string, SniffedFile>();
  const seenFiles = new Set<string>();

  // One byte over the largest limit lets our own counter, which knows the field, answer first;
  // likewise one file more than the form has fields gets the extra one named (unknown, or sent
  // twice) rather than counted.
  const parts = request.parts({ limits: { fileSize: largest + 1, files: specs.size + 1 } });
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await unlessAborted(parts.next(), signal);
    } catch (err) {
      throw signal?.aborted ? signal.reason : asClientError(err);
    }
    if (next.done) break;
    const part = next.value;
    const name = part.fieldname;
    if (part.type === 'field') {
      if (part.fieldnameTruncated) throw badRequest(message('The form has an invalid field name.'));
      if (part.valueTruncated)
        throw payloadTooLarge(message('The field "{{name}}" is too long.', { name }));
      if (typeof part.value !== 'string')
        throw badRequest(message('The field "{{name}}" must be text.', { name }));
      if (fields.has(name))
        throw badRequest(message('The field "{{name}}" was sent more than once.', { name }));
      fields.set(name, validateField(options.fields, name, part.value));
      continue;
    }
    const spec = specs.get(name);
    if (!spec) throw unknownFields([name]);
    if (seenFiles.has(name))
      throw badRequest(message('The file "{{name}}" was sent more than once.', { name }));
    seenFiles.add(name);
    let mime: string | undefined;
    const spooled = await spoolToTempFile(part.file, {
      tempDir: options.tempDir,
      maxBytes: spec.maxBytes,
      tooLargeMessage: spec.tooLargeMessage,
      ...(signal ? { signal } : {}),
      inspect: async (sample) => {
        mime = (await fileTypeFromBuffer(sample))?.mime;
        if (!spec.acceptsType(mime)) throw unsupportedMediaType(spec.wrongTypeMessage);
      },
    });
    options.track(spooled.path, spooled.size);
    if (part.file.truncated) throw payloadTooLarge(spec.tooLargeMessage);
    if (spooled.size === 0) continue;
    const file = { ...spooled, mime };
    await spec.check(file);
    signal?.throwIfAborted();
    files.set(name, file);
  }
  return { fields: Object.fromEntries(fields), files };
}
