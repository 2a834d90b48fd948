/** An error the client caused or should know about: its message is safe to show and goes in the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message: string) => new HttpError(404, message, "NOT_FOUND");
export const badRequest = (message: string) => new HttpError(400, message, "BAD_REQUEST");
