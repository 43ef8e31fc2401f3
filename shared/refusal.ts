/**
 * A change refused for a reason a person can act on, said in the words of the data: the input is
 * invalid, not theirs, not there, or in conflict with what is stored. db/ and shared/ throw it;
 * the server's error handler (server/plugins/app/errors.ts) answers each kind with its HTTP
 * status, in one place, and an error thrown inside a transaction has written nothing.
 */
export type RefusalKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

export class Refusal extends Error {
  /** The fields refused, each with its message (the envelope's `errors`). */
  readonly errors?: Record<string, string>;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** The field refused (its message is `message`), or every field refused with its own message. */
    fields?: string | Record<string, string>,
    /** What the client needs to act on the refusal (a full slot's nextSlotAt), answered as `data`. */
    readonly data?: { nextSlotAt: string | null },
  ) {
    super(message);
    this.errors = typeof fields === 'string' ? { [fields]: message } : fields;
  }
}
