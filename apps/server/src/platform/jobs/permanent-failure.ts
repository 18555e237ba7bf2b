/**
 * A failure that running the job again cannot mend: a poison input (a zip bomb, a file past a
 * read limit), a row that no longer exists. The jobs platform records the job as failed at once,
 * without the retries other errors get, so a bad input is read once and never loops. A job that
 * owns a record of its own (an import) writes the reason there before throwing.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
