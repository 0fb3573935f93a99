/** A settings or URL problem whose Turkish message is meant for the admin (answered as 400). */
export class IndexingInputError extends Error {
  constructor(
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
