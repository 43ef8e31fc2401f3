/**
 * A refused or failed call of the light modules (first screen, order commands), shaped as the
 * app's client throws it (react-admin's HttpError: message, status and the envelope as body), so
 * react-admin's checkError and the app's errorMessage read it the same. No react-admin here: the
 * light first screen must not load it.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}
