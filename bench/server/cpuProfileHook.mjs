// Loaded into the live bench's server with `--import` (BENCH_SERVER_PROFILE=dir; Node refuses --cpu-prof in
// NODE_OPTIONS): profiles the whole process and writes server.cpuprofile there when it is told to stop.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable', () => session.post('Profiler.start'));
process.prependListener('SIGTERM', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(
        path.join(process.env.BENCH_SERVER_PROFILE ?? '.', 'server.cpuprofile'),
        JSON.stringify(result.profile),
      );
  });
});
