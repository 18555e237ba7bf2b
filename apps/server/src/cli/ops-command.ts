import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';

// The shape of an ops command, apart from ops.ts, which lists the commands of every ops-*.ts file.

type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | undefined>;

export interface OpsContext {
  database: Database;
  config: Config;
  values: Values;
  out: (line: string) => void;
}

/** One operation. Later issues add rows to COMMANDS (review applications, refunds, face checks, ...). */
export interface OpsCommand {
  /** words after `ops`, e.g. `notices publish` */
  name: string;
  args: string;
  summary: string;
  options: Options;
  /** option names that must be given */
  required?: string[];
  run(ctx: OpsContext): Promise<void>;
}
