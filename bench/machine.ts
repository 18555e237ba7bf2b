import os from 'node:os';

/** The machine a benchmark ran on, for its report's first line. */
export const machine = () => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? '',
  memGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});
