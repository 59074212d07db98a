/** A failure of the judge itself (sandbox, toolchain, test data): the verdict is System Error. */
export class SystemError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SystemError';
  }
}
